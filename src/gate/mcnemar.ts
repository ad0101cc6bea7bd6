import { binomialCdf } from "./binomial.js";

/**
 * The exact one-sided McNemar p-value for "the head is worse than the base": P(X ≥ lost), X ~
 * Binomial(lost + gained, 1/2), over the questions that flipped. One-sided because a gate asks only
 * whether retrieval got worse; exact because a pull request flips a handful of questions. In (0,
 * 1], 1 when nothing was lost.
 */
export function mcnemarPValue(counts: { lost: number; gained: number }): number {
  const { lost, gained } = counts;
  if (lost <= 0) return 1;
  const discordant = lost + gained;
  // P(X ≥ lost) = P(X ≤ discordant − lost) by the symmetry of Binomial(m, 1/2): a lower tail, summed exactly.
  return binomialCdf(discordant - lost, discordant, 0.5);
}
