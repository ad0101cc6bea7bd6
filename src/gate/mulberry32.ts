/**
 * mulberry32: the project's one seeded PRNG (32 bits of state, period 2^32), used wherever
 * randomness must be reproducible: thresholdout's noise, the calibration tests, the benchmarks'
 * synthetic corpora. Returns a function giving floats in [0, 1), each a multiple of 2^-32; the same
 * seed gives the same sequence on every machine.
 *
 * @param seed Any number; only its low 32 bits (as an unsigned integer) are used.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
