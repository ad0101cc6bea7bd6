import { isScalar } from "yaml";
import { readEndpoint } from "./readEndpoint.js";
import type { Entry, YamlReader } from "./yamlReader.js";

/**
 * The `endpoint` of an API block (`retriever:`, `authoring:`) read from its YAML entry: the base
 * URL (readEndpoint, `path` being what chunkgate appends to it), or undefined after recording a
 * problem on the entry's line that names `keyPath` (`authoring.endpoint`) and never quotes
 * credentials written into the URL.
 */
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
