/** One Laplace(0, `scale`) draw by inverting its distribution function on one `random()`, kept off 0 and 1 so it is finite. */
export function laplace(scale: number, random: () => number): number {
  const u = Math.min(Math.max(random(), 2 ** -53), 1 - 2 ** -53) - 0.5;
  return -scale * Math.sign(u) * Math.log(1 - 2 * Math.abs(u));
}
