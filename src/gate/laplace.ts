/**
 * One draw from the Laplace distribution of mean 0 and `scale` (> 0), by inverting its distribution
 * function on one draw of `random` (uniform on [0, 1), seeded by the caller), kept off 0 and 1 so
 * every draw is finite.
 */
export function laplace(scale: number, random: () => number): number {
  const u = Math.min(Math.max(random(), 2 ** -53), 1 - 2 ** -53) - 0.5;
  return -scale * Math.sign(u) * Math.log(1 - 2 * Math.abs(u));
}
