import { binomialCdf } from "./binomial.js";

/**
 * The exact one-sided McNemar p-value that the head is worse: P(X ≥ lost), X ~ Binomial(lost + gained,
 * 1/2). One-sided because a gate asks only about getting worse; exact because few questions flip.
 */
export function mcnemarPValue(counts: { lost: number; gained: number }): number {
  const { lost, gained } = counts;
  if (lost <= 0) return 1;
  const discordant = lost + gained;
  // P(X ≥ lost) = P(X ≤ discordant − lost) by the symmetry of Binomial(m, 1/2): a lower tail, summed exactly.
  return binomialCdf(discordant - lost, discordant, 0.5);
}
