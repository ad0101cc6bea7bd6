import type { NoiseMethodName } from "../config/index.js";
import { UserError } from "../errors.js";
import { binomialMethod } from "./binomialMethod.js";
import type { NoiseInput, NoiseJudgement, NoiseMethod } from "./noiseMethod.js";
import { pairedMethod } from "./pairedMethod.js";
import { questionsMethod } from "./questionsMethod.js";

// Keyed by `noise.method`: the type keeps the names equal to NOISE_METHODS.
const methods: Record<NoiseMethodName, NoiseMethod> = { binomial: binomialMethod, paired: pairedMethod, questions: questionsMethod };

/** The noise method registered as `name`, else a UserError naming the known ones (the name is from chunkgate.yml). */
export function getNoiseMethod(name: string): NoiseMethod {
  const method = Object.hasOwn(methods, name) ? methods[name as NoiseMethodName] : undefined;
  if (method === undefined) {
    const known = Object.keys(methods).sort().join(", ");
    throw new UserError(`unknown noise method "${name}" (known: ${known})`, { hint: `set \`noise.method\` to one of: ${known}` });
  }
  return method;
}

/** Judges one source's train result with the registry's noise method. */
export function judgeNoise(input: NoiseInput): NoiseJudgement {
  return getNoiseMethod(input.noise.method)(input);
}
