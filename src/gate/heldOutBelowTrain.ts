import { fisherExactLower, type HitCounts } from "./fisherExact.js";
import { formatConfidence, formatP } from "./noiseMethods.js";

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
 * The overfit check: held-out is far below train only when the gap exceeds `margin` and a one-sided
 * Fisher exact test rejects chance at `confidence`, so small splits do not cry wolf. `heldOut` is what
 * the reader was shown.
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
