/** Small wording helpers shared by the noise methods, so their sentences read alike. */
import { plural } from "../formatCount.js";

/** A p-value as a reader takes it: three decimals, or "p < 0.001". */
export function formatP(p: number): string {
  return p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
}

/** A confidence as a percentage: 0.95 → "95%", 0.975 → "97.5%". */
export function formatConfidence(confidence: number): string {
  return `${Number((confidence * 100).toFixed(2))}%`;
}

/** The band in one sentence: "With 24 train questions, losing up to 2 is within noise; losing 3 fails (how)." */
export function bandSentence(options: { questions: number; what: string; allowedLoss: number; canFail: boolean; how: string }): string {
  const { questions, what, allowedLoss, canFail, how } = options;
  const n = plural(questions, what);
  if (!canFail) return `With ${n}, no loss can fail the gate: losing ${allowedLoss === 0 ? "nothing" : `all ${allowedLoss}`} is within noise (${how}).`;
  return `With ${n}, losing up to ${allowedLoss} is within noise; losing ${allowedLoss + 1} fails (${how}).`;
}

/** "Level with the 22 recorded hits.", "2 more than the 22 recorded hits." or "3 lost of 22 recorded hits: <verdict>." */
export function lossOutcome(lost: number, recorded: number, verdict: string): string {
  const hits = plural(recorded, "recorded hit");
  if (lost <= 0) return lost === 0 ? `Level with the ${hits}.` : `${-lost} more than the ${hits}.`;
  return `${lost} lost of ${hits}: ${verdict}.`;
}
