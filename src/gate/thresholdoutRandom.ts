import { createHash } from "node:crypto";
import type { ThresholdoutRandom } from "./thresholdout.js";
import { mulberry32 } from "./mulberry32.js";

/**
 * Thresholdout's noise sources for one query, seeded so that runs are reproducible and the
 * threshold's noise stays put between reveals: the threshold stream depends on (seed, source,
 * spent), the query stream on (seed, source, spent, query). Each seed is the first 32 bits of a
 * SHA-256 over those parts, fed to mulberry32.
 *
 * Who can recompute the noise can see through it: with a seed anyone can read (a commit sha, the
 * registry), the protection rests on the threshold and the budget, not on the noise being secret.
 * Pass a secret seed (a repository secret, say) when that matters.
 *
 * @param options.seed Any text; the same seed gives the same noise.
 * @param options.source The source id: each source's held-out split gets its own streams.
 * @param options.spent Reveals spent so far (the ledger).
 * @param options.query What is being looked at, e.g. the head commit and the configuration.
 */
export function thresholdoutRandom(options: { seed: string; source: string; spent: number; query: string }): ThresholdoutRandom {
  const stream = (...parts: string[]) => mulberry32(createHash("sha256").update(parts.join("\u0000")).digest().readUInt32BE(0));
  return {
    threshold: stream("threshold", options.seed, options.source, String(options.spent)),
    query: stream("query", options.seed, options.source, String(options.spent), options.query),
  };
}
