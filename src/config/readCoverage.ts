import { check } from "./check.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import type { CoverageConfig } from "./types.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const DEFAULTS = REGISTRY_DEFAULTS.coverage;
const KEYS = ["patch", "min"] as const;
const MIN = { ...check.number({ min: 0, max: 1 }), example: "0.5" };

/**
 * The top-level `coverage:` block, defaults applied: top level only, since patch coverage is one
 * figure per pull request. Undefined exactly when it recorded a problem.
 */
export function readCoverage(reader: YamlReader, top: Map<string, Entry>, scope: Scope): CoverageConfig | undefined {
  const block = reader.block(top, "coverage", scope, { known: KEYS, example: "{ patch: warn, min: 0.5 }" });
  if (block === undefined) return undefined;
  if (!block.present) return { ...DEFAULTS };
  const patch = reader.scalar(block.entries, "patch", block.scope, check.oneOf(["note", "warn", "fail"] as const), { default: DEFAULTS.patch });
  const min = reader.scalar(block.entries, "min", block.scope, MIN, { default: DEFAULTS.min });
  if (patch === undefined || min === undefined) return undefined;
  return { patch, min };
}
