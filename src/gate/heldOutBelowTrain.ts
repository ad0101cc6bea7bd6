import { fisherExactLower, type HitCounts } from "./fisherExact.js";
import { formatConfidence, formatP } from "./formatNoise.js";

/** Whether held-out recall fell below train by more than chance, and the note that says so. */
export interface HeldOutGap {
  /** Held-out is below train by more than `margin` and the test rejects chance at `confidence`. */
  below: boolean;
  /** The one-sided Fisher exact p-value (fisherExactLower, held-out against train). */
  pValue: number;
  /** The note when `below` ("Held-out recall 0.50 (5 of 10) is below train …"); null otherwise. */
  sentence: string | null;
}

/**
 * The overfit check: held-out recall is "far below train" only when the gap is both larger than
 * `margin` and more than chance can explain, by a one-sided Fisher exact test at the registry's
 * `noise.confidence` (p < 1 − confidence). A fixed gap alone cries wolf on small splits: 8 of 13
 * held-out against 28 of 33 train is 0.23 apart, yet p ≈ 0.09, which a healthy configuration
 * produces one time in eleven. The margin stays as the smallest gap worth a note, so a large
 * golden set does not flag a significant but negligible difference.
 *
 * @param options.heldOut Held-out hits as shown to the reader: under thresholdout, the shown
 *   recall times the held-out questions, rounded (what the reader can check).
 * @param options.confidence `noise.confidence`, in (0, 1).
 * @param options.margin `overfit_margin`, in [0, 1] (default 0.10): a difference of recalls.
 */
export function heldOutBelowTrain(options: { train: HitCounts; heldOut: HitCounts; confidence: number; margin: number }): HeldOutGap {
  const { train, heldOut, confidence, margin } = options;
  if (train.questions === 0 || heldOut.questions === 0) return { below: false, pValue: 1, sentence: null };
  const trainRecall = train.hits / train.questions;
  const heldOutRecall = heldOut.hits / heldOut.questions;
  const pValue = fisherExactLower(heldOut, train);
  const below = heldOutRecall < trainRecall - margin - 1e-12 && pValue < 1 - confidence;
  const sentence = below
    ? `Held-out recall ${heldOutRecall.toFixed(2)} (${heldOut.hits} of ${heldOut.questions}) is below train ${trainRecall.toFixed(2)} (${train.hits} of ${train.questions}) by more than chance (one-sided Fisher exact test at ${formatConfidence(confidence)}, ${formatP(pValue)}): the configuration may have been chosen on noise.`
    : null;
  return { below, pValue, sentence };
}
