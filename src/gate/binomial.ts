/**
 * P(X ≤ x) for X ~ Binomial(n, p), exact: the terms are summed in log space so that n in the
 * thousands neither overflows nor underflows. Edge cases follow the distribution: p = 1 puts all
 * mass on n, p = 0 on 0.
 */
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
