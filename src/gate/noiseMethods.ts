import type { NoiseMethodName } from "../config/index.js";
import { UserError } from "../errors.js";
import { binomialMethod } from "./binomialMethod.js";
import type { NoiseInput, NoiseJudgement, NoiseMethod } from "./noiseMethod.js";
import { pairedMethod } from "./pairedMethod.js";
import { questionsMethod } from "./questionsMethod.js";

// Keyed by the name users write as `noise.method` (the registry reader accepts exactly these:
// NOISE_METHODS, and a test keeps the two lists equal).
const methods = new Map<string, NoiseMethod>([
  ["binomial", binomialMethod],
  ["paired", pairedMethod],
  ["questions", questionsMethod],
]);

/** Every registered noise method's name, sorted. */
export function noiseMethodNames(): NoiseMethodName[] {
  return [...methods.keys()].sort() as NoiseMethodName[];
}

/**
 * The noise method registered as `name` (the registry's `noise.method`).
 *
 * @throws UserError naming the unknown method and the known ones (the name comes from chunkgate.yml).
 */
export function getNoiseMethod(name: string): NoiseMethod {
  const method = methods.get(name);
  if (method === undefined) {
    const known = noiseMethodNames().join(", ");
    throw new UserError(`unknown noise method "${name}" (known: ${known})`, { hint: `set \`noise.method\` to one of: ${known}` });
  }
  return method;
}

/**
 * Judges one source's train result with the method its registry names: the allowed loss at the
 * current n, whether the change is a real drop, the band and the outcome in words, and what this
 * golden set can detect. The one entry point the gate needs.
 */
export function judgeNoise(input: NoiseInput): NoiseJudgement {
  return getNoiseMethod(input.noise.method).judge(input);
}
