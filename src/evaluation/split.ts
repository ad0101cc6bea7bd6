import { createHash } from "node:crypto";

/** Which half of the golden set a question belongs to. */
export type Split = "train" | "held_out";

/**
 * Train when a hash of `(seed, questionId)` falls below the train ratio, else held-out. The split of
 * a question depends on nothing but its own id and the seed, so adding, removing or reordering
 * other questions never moves it, and every machine computes the same split (SHA-256, first 48 bits).
 */
export function splitOf(questionId: string, options: { train: number; seed: number }): Split {
  const digest = createHash("sha256").update(`${options.seed}\u0000${questionId}`).digest();
  const unit = digest.readUIntBE(0, 6) / 2 ** 48;
  return unit < options.train ? "train" : "held_out";
}
