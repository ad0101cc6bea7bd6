import { formatConfidence, formatP } from "./noiseMethods.js";

/** The overfit note when held-out (as shown) is below train by > `margin` and beyond chance (Fisher), else null. */
export function heldOutBelowTrain(options: { train: HitCounts; heldOut: HitCounts; confidence: number; margin: number }): string | null {
  const { train, heldOut, confidence, margin } = options;
  if (train.questions === 0 || heldOut.questions === 0) return null;
  const trainRecall = train.hits / train.questions;
  const heldOutRecall = heldOut.hits / heldOut.questions;
  const pValue = fisherExactLower(heldOut, train);
  if (heldOutRecall >= trainRecall - margin - 1e-12 || pValue >= 1 - confidence) return null;
  return `Held-out recall ${heldOutRecall.toFixed(2)} (${heldOut.hits} of ${heldOut.questions}) is below train ${trainRecall.toFixed(2)} (${train.hits} of ${train.questions}) by more than chance (one-sided Fisher exact test at ${formatConfidence(confidence)}, ${formatP(pValue)}): the configuration may have been chosen on noise.`;
}

/** Two groups of questions: how many each asked and how many of them hit. */
export interface HitCounts {
  hits: number;
  questions: number;
}

/** One-sided Fisher exact p-value that `lower` hits less often than `higher`, in log space; in (0, 1]. */
export function fisherExactLower(lower: HitCounts, higher: HitCounts): number {
  const n1 = lower.questions;
  const n2 = higher.questions;
  if (n1 === 0 || n2 === 0) return 1;
  const total = n1 + n2;
  const hits = lower.hits + higher.hits;
  const least = Math.max(0, hits - n2);
  const most = Math.min(n1, hits);
  if (lower.hits >= most) return 1;
  // log C(n1, x) + log C(n2, hits − x) − log C(total, hits), for x from least to lower.hits
  const denominator = logChoose(total, hits);
  let sum = 0;
  for (let x = least; x <= lower.hits; x++) {
    sum += Math.exp(logChoose(n1, x) + logChoose(n2, hits - x) - denominator);
  }
  return Math.min(1, sum);
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

const logFactorials: number[] = [0];

/** log(n!), summed once and kept: held-out and train splits are small, and every size up to the largest seen is remembered. */
function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) logFactorials.push(logFactorials[i - 1]! + Math.log(i));
  return logFactorials[n]!;
}
