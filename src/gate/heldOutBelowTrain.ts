import { fisherExactLower, type HitCounts } from "./fisherExact.js";
import { formatConfidence, formatP } from "./noiseMethods.js";

/**
 * The overfit note, or null: held-out (as the reader was shown it) is below train by more than `margin` and a one-sided
 * Fisher exact test rejects chance at `confidence`, so small splits do not cry wolf.
 */
export function heldOutBelowTrain(options: { train: HitCounts; heldOut: HitCounts; confidence: number; margin: number }): string | null {
  const { train, heldOut, confidence, margin } = options;
  if (train.questions === 0 || heldOut.questions === 0) return null;
  const trainRecall = train.hits / train.questions;
  const heldOutRecall = heldOut.hits / heldOut.questions;
  const pValue = fisherExactLower(heldOut, train);
  if (heldOutRecall >= trainRecall - margin - 1e-12 || pValue >= 1 - confidence) return null;
  return `Held-out recall ${heldOutRecall.toFixed(2)} (${heldOut.hits} of ${heldOut.questions}) is below train ${trainRecall.toFixed(2)} (${train.hits} of ${train.questions}) by more than chance (one-sided Fisher exact test at ${formatConfidence(confidence)}, ${formatP(pValue)}): the configuration may have been chosen on noise.`;
}
