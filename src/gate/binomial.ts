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
