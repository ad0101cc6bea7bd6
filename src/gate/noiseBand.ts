/** How far below a baseline a score may fall before the drop counts as real. */
export interface NoiseBand {
  questions: number;
  /** Hits the baseline recall stands for on this many questions (rounded to the nearest). */
  baselineHits: number;
  /** Questions that may be lost without failing: at least 1, never more than baselineHits. */
  allowedLoss: number;
  /** The lowest recall that still passes: (baselineHits - allowedLoss) / questions. */
  floor: number;
  confidence: number;
}

/** The band: a drop is real when a one-sided exact binomial test rejects the baseline; one lost question never is. */
export function noiseBand(options: { baseline: number; questions: number; confidence: number }): NoiseBand {
  const { baseline: p, questions, confidence } = options;
  const baselineHits = Math.round(p * questions);
  // The largest real-drop count in one pass over binomialCdf's terms (same order, same floats): O(n), not O(n²).
  let lastReal = p >= 1 ? questions - 1 : -1;
  if (p > 0 && p < 1) {
    const [logP, logQ] = [Math.log(p), Math.log1p(-p)];
    let logCoef = 0;
    let total = 0;
    for (let x = 0; x < questions; x++) {
      if (x > 0) logCoef += Math.log(questions - x + 1) - Math.log(x);
      total += Math.exp(logCoef + x * logP + (questions - x) * logQ);
      if (Math.min(1, total) >= 1 - confidence) break;
      lastReal = x;
    }
  }
  const allowedLoss = Math.min(baselineHits, Math.max(Math.min(1, baselineHits), baselineHits - 1 - lastReal));
  const floor = questions === 0 ? 0 : (baselineHits - allowedLoss) / questions;
  return { questions, baselineHits, allowedLoss, floor, confidence };
}

/** The test alone: is `hits` of `questions` significantly below `baseline` at `confidence`? */
export function isRealDrop(hits: number, options: { baseline: number; questions: number; confidence: number }): boolean {
  const { baseline, questions, confidence } = options;
  return binomialCdf(hits, questions, baseline) < 1 - confidence;
}

/** P(X ≤ x) for X ~ Binomial(n, p), exact, summed in log space so n in the thousands neither overflows nor underflows. */
export function binomialCdf(x: number, n: number, p: number): number {
  if (x < 0) return 0;
  if (x >= n) return 1;
  if (p <= 0) return 1;
  if (p >= 1) return 0;
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  let logCoef = 0; // log C(n, 0)
  let total = 0;
  for (let i = 0; i <= x; i++) {
    if (i > 0) logCoef += Math.log(n - i + 1) - Math.log(i);
    total += Math.exp(logCoef + i * logP + (n - i) * logQ);
  }
  return Math.min(1, total);
}
