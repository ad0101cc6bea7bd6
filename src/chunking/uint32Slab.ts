/** Size of one shared buffer, in 32-bit numbers (1 MiB). */
export const SLAB_LENGTH = 256 * 1024;

let slab = new Uint32Array(0);
let used = 0;

/** A zero-filled Uint32Array carved out of a shared buffer, sharing no element; a large one gets its own. */
export function uint32Slab(length: number): Uint32Array {
  if (length === 0) return new Uint32Array(0);
  if (length > SLAB_LENGTH / 4) return new Uint32Array(length);
  if (used + length > slab.length) {
    slab = new Uint32Array(SLAB_LENGTH);
    used = 0;
  }
  const view = slab.subarray(used, used + length);
  used += length;
  return view;
}
