import { isScalar } from "yaml";
import type { Entry, YamlReader } from "./yamlReader.js";

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** An API block's `api_key_env`, a variable name; anything else is reported unquoted, since it may be the key itself. */
export function readKeyNameEntry(reader: YamlReader, entry: Entry, keyPath: string): string | undefined {
  const value = entry.value !== null && isScalar(entry.value) ? entry.value.value : undefined;
  if (typeof value === "string" && ENV_NAME.test(value)) return value;
  reader.fail(
    `\`${keyPath}\` must name an environment variable (letters, digits and \`_\`, not starting with a digit); the value given is not one and is not shown, because it may be the key itself`,
    entry.line,
    "write the variable's name, e.g. `api_key_env: OPENAI_API_KEY`, and set that variable (in a workflow, from a secret); never write the key in the registry",
  );
  return undefined;
}
