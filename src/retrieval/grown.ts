/** A copy of `array` in a new array of `length` (≥ its own) entries, the rest 0: for scratch arrays that grow by doubling. */
export function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const copy = new Int32Array(length);
  copy.set(array);
  return copy;
}
