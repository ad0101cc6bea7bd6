import { isScalar } from "yaml";
import { readEndpoint } from "./readEndpoint.js";
import type { Entry, YamlReader } from "./yamlReader.js";

/** An API block's `endpoint` by readEndpoint, or undefined after recording a problem that names `keyPath`. */
export function readEndpointEntry(reader: YamlReader, entry: Entry, keyPath: string, path: string): string | undefined {
  const value = entry.value !== null && isScalar(entry.value) ? entry.value.value : undefined;
  if (typeof value !== "string") {
    reader.fail(`\`${keyPath}\` must be an http(s) URL`, entry.line, "write the API's base URL, e.g. `endpoint: https://api.openai.com/v1`");
    return undefined;
  }
  const read = readEndpoint(value, path);
  if ("endpoint" in read) return read.endpoint;
  reader.fail(`\`${keyPath}\` ${read.message}`, entry.line, read.hint);
  return undefined;
}
