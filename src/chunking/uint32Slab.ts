/** Size of one shared buffer, in 32-bit numbers (1 MiB). */
export const SLAB_LENGTH = 256 * 1024;

let slab = new Uint32Array(0);
let used = 0;

/**
 * A zero-filled Uint32Array of `length` numbers, carved out of a shared buffer. Every prepared
 * document keeps four small arrays (line numbers, word and token counts, line starts): as arrays of
 * their own, each costs an ArrayBuffer object, a backing store and a separate allocation, which
 * weigh more than the numbers in them. Views into 1 MiB buffers cost one small object each. An
 * array longer than a quarter of a buffer gets a buffer of its own, so the room wasted at a
 * buffer's end stays small. Guarantees: the array is zero-filled
 * and shares no element with any other array this function returned.
 */
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
