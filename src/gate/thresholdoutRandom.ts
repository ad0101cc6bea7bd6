import { createHash } from "node:crypto";
import type { ThresholdoutRandom } from "./thresholdout.js";
import { mulberry32 } from "./mulberry32.js";

/**
 * Thresholdout's seeded noise for one query: the threshold stream from (seed, source, spent), so it
 * stays put between reveals, the query stream from those and `query`; each is mulberry32 seeded by
 * 32 bits of a SHA-256. With a seed anyone can read the noise protects nothing, only the threshold
 * and budget do; pass a secret seed when that matters.
 */
export function thresholdoutRandom(options: { seed: string; source: string; spent: number; query: string }): ThresholdoutRandom {
  const stream = (...parts: string[]) => mulberry32(createHash("sha256").update(parts.join("\u0000")).digest().readUInt32BE(0));
  return {
    threshold: stream("threshold", options.seed, options.source, String(options.spent)),
    query: stream("query", options.seed, options.source, String(options.spent), options.query),
  };
}
