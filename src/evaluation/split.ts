import { createHash } from "node:crypto";

/** Which half of the golden set a question belongs to. */
export type Split = "train" | "held_out";

/** Train when a hash of (seed, id) falls below the train share: a question's split depends only on its id and the seed. */
export function splitOf(questionId: string, options: { train: number; seed: number }): Split {
  const digest = createHash("sha256").update(`${options.seed}\u0000${questionId}`).digest();
  const unit = digest.readUIntBE(0, 6) / 2 ** 48;
  return unit < options.train ? "train" : "held_out";
}
