/**
 * `noiseBand(options).allowedLoss` and `baselineHits`, identical to noiseBand's (the same terms in
 * the same order) but in O(n), for where many sizes are tried (suggesting a golden-set size).
 */
export function binomialAllowedLoss(options: { baseline: number; questions: number; confidence: number }): { baselineHits: number; allowedLoss: number } {
  const { baseline: p, questions: n, confidence } = options;
  const baselineHits = Math.round(p * n);
  const alpha = 1 - confidence;
  let lastReal = -1;
  if (p >= 1) {
    lastReal = n - 1; // all mass on n: every smaller count is impossible, hence significant
  } else if (p > 0) {
    const logP = Math.log(p);
    const logQ = Math.log1p(-p);
    let logCoef = 0;
    let total = 0;
    for (let x = 0; x < n; x++) {
      if (x > 0) logCoef += Math.log(n - x + 1) - Math.log(x);
      total += Math.exp(logCoef + x * logP + (n - x) * logQ);
      if (Math.min(1, total) >= alpha) break;
      lastReal = x;
    }
  }
  const allowedLoss = Math.min(baselineHits, Math.max(Math.min(1, baselineHits), baselineHits - 1 - lastReal));
  return { baselineHits, allowedLoss };
}
