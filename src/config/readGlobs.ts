import { ABSOLUTE, type Check } from "./check.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const PARENT = /(^|\/)\.\.(\/|$)/;

const GLOB: Check<string> = {
  expected: "a glob relative to the repository root",
  example: '"docs/**/*.md"',
  accept: (value) => (typeof value === "string" && value.trim() !== "" && !ABSOLUTE.test(value) && !PARENT.test(value) ? value : undefined),
  advise: (value) => {
    if (typeof value !== "string") return undefined;
    if (ABSOLUTE.test(value)) return "globs match paths relative to the repository root: drop the leading `/` (or drive)";
    if (PARENT.test(value)) return "globs cannot leave the repository: remove the `..` segment";
    return undefined;
  },
};

/**
 * A source's `include` or `exclude` globs as written (one string is a one-item list); absolute globs
 * and `..` never match, so they are refused. Undefined exactly when it recorded a problem.
 */
export function readGlobs(reader: YamlReader, entries: Map<string, Entry>, key: "include" | "exclude", scope: Scope, required: boolean): string[] | undefined {
  const entry = entries.get(key);
  const example = `${key}: ["docs/**/*.md"]`;
  if (entry === undefined || (entry.value === null && !required)) {
    if (!required) return [...REGISTRY_DEFAULTS.source.exclude];
    reader.fail(`${scope.prefix}missing \`${scope.path}${key}\` (a list of globs)`, scope.line, `add \`${example}\``);
    return undefined;
  }
  const empty = required ? (["must list at least one glob", `write it like \`${example}\``] as const) : undefined;
  return reader.listOf(entry, { scope, label: `${scope.path}${key}`, check: GLOB, example, expected: "a list of globs", single: { lead: `${key}: ` }, empty });
}
