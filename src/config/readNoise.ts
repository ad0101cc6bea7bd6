import type { NoiseConfig } from "./types.js";
import { check } from "./check.js";
import { NOISE_METHODS, REGISTRY_DEFAULTS as DEFAULTS } from "./registryDefaults.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const KEYS = ["method", "confidence", "questions"] as const;
const CONFIDENCE = check.number({ min: 0.5, max: 1, minOpen: true, maxOpen: true });
const ALLOWANCE = { ...check.integer({ min: 0 }), example: "2" };

/**
 * The `noise:` block. A setting the method does not use is an error, since it reads as if it did
 * something. Undefined exactly when it recorded a problem.
 */
export function readNoise(reader: YamlReader, top: Map<string, Entry>, scope: Scope): NoiseConfig | undefined {
  const noise = reader.block(top, "noise", scope, { known: KEYS, example: "{ method: binomial, confidence: 0.95 }" });
  if (noise === undefined) return undefined;
  const { entries, scope: inner } = noise;
  const method = reader.scalar(entries, "method", inner, check.oneOf(NOISE_METHODS), { default: DEFAULTS.noise.method });
  const confidence = reader.scalar(entries, "confidence", inner, CONFIDENCE, { default: DEFAULTS.noise.confidence });
  const questions = reader.optional(entries, "questions", inner, ALLOWANCE);
  if (method === undefined || confidence === undefined || questions === undefined) return undefined;

  if (method !== "questions") {
    if (questions === null) return { method, confidence };
    reader.fail(
      `\`${inner.path}questions\` applies only to \`method: questions\`, and the method is \`${method}\``,
      entries.get("questions")!.line,
      "remove it, or set `method: questions` to fail when more than that many train questions are lost",
    );
    return undefined;
  }
  const confidenceEntry = entries.get("confidence");
  if (confidenceEntry !== undefined && confidenceEntry.value !== null) {
    reader.fail(
      `\`${inner.path}confidence\` does nothing with \`method: questions\`, which fails on a fixed number of lost questions`,
      confidenceEntry.line,
      "remove it, or choose `method: binomial` or `method: paired` for a statistical test",
    );
    return undefined;
  }
  if (questions === null) {
    reader.fail(`missing \`${inner.path}questions\` (how many lost train questions are still within noise) for \`method: questions\``, inner.line, "add `questions: 2` under `noise:`: losing more than 2 train questions then fails");
    return undefined;
  }
  return { method, confidence, questions };
}
