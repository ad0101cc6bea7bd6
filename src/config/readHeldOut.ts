import type { HeldOutConfig } from "./types.js";
import { check } from "./check.js";
import { REGISTRY_DEFAULTS as DEFAULTS } from "./registryDefaults.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const KEYS = ["protect", "threshold", "sigma", "budget"] as const;
const PARAMETERS = ["threshold", "sigma", "budget"] as const;
const THRESHOLD = { ...check.number({ min: 0, max: 1, minOpen: true, maxOpen: true }), example: "0.1" };
const SIGMA = { ...check.number({ min: 0, max: 0.5, minOpen: true }), example: "0.025" };
const BUDGET = { ...check.integer({ min: 1, max: 1000 }), example: "10" };

/**
 * The `held_out:` block (ranges and defaults: REGISTRY_DEFAULTS.heldOut); a parameter without
 * `protect: thresholdout` is an error, since it would protect nothing. Undefined exactly when it
 * recorded a problem.
 */
export function readHeldOut(reader: YamlReader, top: Map<string, Entry>, scope: Scope): HeldOutConfig | undefined {
  const block = reader.block(top, "held_out", scope, { known: KEYS, example: "{ protect: thresholdout, budget: 10 }" });
  if (block === undefined) return undefined;
  const { entries, scope: inner } = block;
  const protect = reader.scalar(entries, "protect", inner, check.oneOf(["none", "thresholdout"] as const), { default: DEFAULTS.heldOut.protect });
  const threshold = reader.scalar(entries, "threshold", inner, THRESHOLD, { default: DEFAULTS.heldOut.threshold });
  const sigma = reader.scalar(entries, "sigma", inner, SIGMA, { default: DEFAULTS.heldOut.sigma });
  const budget = reader.scalar(entries, "budget", inner, BUDGET, { default: DEFAULTS.heldOut.budget });
  if (protect === undefined || threshold === undefined || sigma === undefined || budget === undefined) return undefined;
  if (protect === "thresholdout") return { protect, threshold, sigma, budget };
  const stray = PARAMETERS.map((key) => entries.get(key)).filter((entry) => entry !== undefined && entry.value !== null);
  for (const entry of stray) {
    reader.fail(`\`${inner.path}${entry!.key}\` applies only to \`protect: thresholdout\``, entry!.line, "remove it, or add `protect: thresholdout` to `held_out:`");
  }
  return stray.length > 0 ? undefined : { protect };
}
