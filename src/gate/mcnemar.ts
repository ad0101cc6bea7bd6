import { binomialCdf } from "./binomial.js";

/**
 * The exact one-sided McNemar p-value for "the head is worse than the base": given `lost` questions
 * that went from hit to miss and `gained` that went from miss to hit, the probability of at least
 * `lost` losses among the `lost + gained` discordant questions if each were as likely to go either
 * way (X ~ Binomial(lost + gained, 1/2), P(X ≥ lost)). Questions that did not change carry no
 * information about the direction and are left out, as in every McNemar test.
 *
 * One-sided on purpose: a gate asks one question, "did this change make retrieval worse?". A
 * two-sided test would spend half its error rate on improvements and need one more lost question
 * to fire, for no benefit to anyone. Exact (not the chi-square approximation) because golden sets
 * are small: a pull request flips a handful of questions, where the approximation is poor.
 *
 * Guarantees: 1 when nothing was lost; exact for any counts (log-space sums); in (0, 1].
 */
export function mcnemarPValue(counts: { lost: number; gained: number }): number {
  const { lost, gained } = counts;
  if (lost <= 0) return 1;
  const discordant = lost + gained;
  // P(X ≥ lost) = P(X ≤ discordant − lost) by the symmetry of Binomial(m, 1/2): a lower tail, summed exactly.
  return binomialCdf(discordant - lost, discordant, 0.5);
}
