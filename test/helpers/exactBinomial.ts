/** Exact binomial sums with BigInt rationals: an oracle independent of the gate's log-space sums. */

function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** P(X ≥ lost) for X ~ Binomial(lost + gained, 1/2), as a float from an exact fraction. */
export function exactMcnemar(lost: number, gained: number): number {
  const m = lost + gained;
  if (lost <= 0) return 1;
  let tail = 0n;
  for (let i = lost; i <= m; i++) tail += choose(m, i);
  return Number((tail * 10n ** 18n) / 2n ** BigInt(m)) / 1e18;
}

/**
 * P(X ≤ x) for X ~ Binomial(n, p) with p a fraction num/den, computed exactly, returned as a float.
 */
export function exactBinomialCdf(x: number, n: number, num: number, den: number): number {
  if (x < 0) return 0;
  let total = 0n;
  for (let i = 0; i <= Math.min(x, n); i++) total += choose(n, i) * BigInt(num) ** BigInt(i) * BigInt(den - num) ** BigInt(n - i);
  return Number((total * 10n ** 18n) / BigInt(den) ** BigInt(n)) / 1e18;
}
