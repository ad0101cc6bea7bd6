import { isScalar, isSeq } from "yaml";
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
  const label = `\`${scope.path}${key}\``;
  const example = `${key}: ["docs/**/*.md"]`;
  if (entry === undefined || (entry.value === null && !required)) {
    if (!required) return [...REGISTRY_DEFAULTS.source.exclude];
    reader.fail(`${scope.prefix}missing ${label} (a list of globs)`, scope.line, `add \`${example}\``);
    return undefined;
  }
  const value = entry.value;
  if (value !== null && isScalar(value)) {
    const glob = reader.check(entry, { label, scope, check: GLOB, lead: `${key}: ` });
    return glob === undefined ? undefined : [glob];
  }
  if (value === null || !isSeq(value)) {
    reader.fail(`${scope.prefix}${label} must be a list of globs, got ${value === null ? "an empty value" : "a mapping"}`, entry.line, `write it like \`${example}\``);
    return undefined;
  }
  const items = reader.list(value, { scope, what: label, line: entry.line, example });
  if (items === undefined) return undefined;
  if (required && items.length === 0) {
    reader.fail(`${scope.prefix}${label} must list at least one glob, got an empty list`, entry.line, `write it like \`${example}\``);
    return undefined;
  }
  const globs = items.map((item, i) => reader.check(item, { label: `\`${scope.path}${key}[${i}]\``, scope, check: GLOB, lead: "- " }));
  return globs.every((glob) => glob !== undefined) ? globs : undefined;
}
