/**
 * One draw from the Laplace distribution with mean 0 and scale `scale` (density e^(−|x|/scale) /
 * 2·scale), by inverting its distribution function on one uniform draw. The uniform is kept off
 * 0 and 1, so every draw is finite (at most about 36.7 × scale for a 53-bit source).
 *
 * @param scale > 0.
 * @param random A uniform source on [0, 1), seeded by the caller for reproducible draws.
 */
export function laplace(scale: number, random: () => number): number {
  const u = Math.min(Math.max(random(), 2 ** -53), 1 - 2 ** -53) - 0.5;
  return -scale * Math.sign(u) * Math.log(1 - 2 * Math.abs(u));
}
