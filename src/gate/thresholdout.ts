import { createHash } from "node:crypto";
import type { HeldOutConfig } from "../config/index.js";
import { mulberry32 } from "./mulberry32.js";

/** Thresholdout's T, σ and B, as `held_out: { protect: thresholdout, … }` gives them (defaults and ranges: REGISTRY_DEFAULTS.heldOut). */
export type ThresholdoutParameters = Omit<Extract<HeldOutConfig, { protect: "thresholdout" }>, "protect">;

/** What thresholdout shows for one query. */
export type ThresholdoutOutcome =
  /** Held-out agreed with train within the noisy threshold: train recall is shown for it, and nothing is spent. */
  | { kind: "withheld"; value: number; spent: number; remaining: number; sentence: string }
  /** The gap crossed the threshold: held-out recall is shown with Laplace noise, and one reveal is spent. */
  | { kind: "revealed"; value: number; spent: number; remaining: number; sentence: string }
  /** The budget was already spent: nothing is shown; the held-out split needs new questions. */
  | { kind: "exhausted"; value: null; spent: number; remaining: 0; sentence: string };

/** Thresholdout's two seeded noise sources (thresholdoutRandom seeds them). */
export interface ThresholdoutRandom {
  /** Draws the threshold's noise γ. Must give the same draw on every query between two reveals. */
  threshold: () => number;
  /** Draws this query's noise: the comparison's η, then (on a reveal) the shown score's ξ. */
  query: () => number;
}

/**
 * Thresholdout's seeded noise: the threshold stream from (seed, source, spent), so it holds still between reveals, the
 * query stream from those and `query`. A public seed leaves only threshold and budget protecting.
 */
export function thresholdoutRandom(options: { seed: string; source: string; spent: number; query: string }): ThresholdoutRandom {
  const stream = (...parts: string[]) => mulberry32(createHash("sha256").update(parts.join("\u0000")).digest().readUInt32BE(0));
  return {
    threshold: stream("threshold", options.seed, options.source, String(options.spent)),
    query: stream("query", options.seed, options.source, String(options.spent), options.query),
  };
}

/** Thresholdout (Dwork et al. 2015): held-out + Lap(σ) if off train by > T + Lap(2σ) + Lap(4σ), else train. */
export function thresholdout(input: { train: number; heldOut: number; parameters: ThresholdoutParameters; spent: number; random: ThresholdoutRandom }): ThresholdoutOutcome {
  const { train, heldOut, parameters, spent, random } = input;
  const { threshold, sigma, budget } = parameters;
  if (spent >= budget) {
    return {
      kind: "exhausted",
      value: null,
      spent,
      remaining: 0,
      sentence: `Thresholdout's budget of ${budget} held-out reveals is spent: the held-out split has been looked at as often as it can honestly answer and needs new questions (add a fresh batch of held-out questions to the golden set; its budget starts again).`,
    };
  }
  const noisyThreshold = threshold + laplace(2 * sigma, random.threshold);
  const gap = Math.abs(heldOut - train);
  if (gap > noisyThreshold + laplace(4 * sigma, random.query)) {
    const value = Math.min(1, Math.max(0, heldOut + laplace(sigma, random.query)));
    const remaining = budget - spent - 1;
    const last = remaining === 0 ? " That was the last one: the held-out split now needs new questions." : "";
    return {
      kind: "revealed",
      value,
      spent: spent + 1,
      remaining,
      sentence: `Held-out recall differs from train (${train.toFixed(2)}) by more than thresholdout's threshold, so it is shown with noise: ${value.toFixed(2)}. This used 1 of ${budget} reveals; ${remaining} left.${last}`,
    };
  }
  return {
    kind: "withheld",
    value: train,
    spent,
    remaining: budget - spent,
    sentence: `Held-out recall is within thresholdout's threshold of train, so train recall (${train.toFixed(2)}) is shown for it and the held-out score stays unseen; ${budget - spent} of ${budget} reveals left.`,
  };
}

/** One Laplace(0, `scale`) draw by inverting its distribution function on one `random()`, kept off 0 and 1 so it is finite. */
export function laplace(scale: number, random: () => number): number {
  const u = Math.min(Math.max(random(), 2 ** -53), 1 - 2 ** -53) - 0.5;
  return -scale * Math.sign(u) * Math.log(1 - 2 * Math.abs(u));
}
