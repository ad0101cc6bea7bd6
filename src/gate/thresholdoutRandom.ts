import { createHash } from "node:crypto";
import type { ThresholdoutRandom } from "./thresholdout.js";
import { mulberry32 } from "./mulberry32.js";

/**
 * Thresholdout's seeded noise: the threshold stream from (seed, source, spent), so it holds still
 * between reveals, the query stream from those and `query`. A public seed leaves only threshold and
 * budget protecting: pass a secret one when that matters.
 */
export function thresholdoutRandom(options: { seed: string; source: string; spent: number; query: string }): ThresholdoutRandom {
  const stream = (...parts: string[]) => mulberry32(createHash("sha256").update(parts.join("\u0000")).digest().readUInt32BE(0));
  return {
    threshold: stream("threshold", options.seed, options.source, String(options.spent)),
    query: stream("query", options.seed, options.source, String(options.spent), options.query),
  };
}
