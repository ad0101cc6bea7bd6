/**
 * 32-bit integers as the snapshots store them: in the machine's byte order, as the tokenizer's rank
 * table is (a cache folder is read on the machine kind that wrote it; a foreign one fails the
 * readers' checks and is written again).
 */

/** The bytes of `values`, in place (no copy). */
export function int32Bytes(values: Int32Array): Uint8Array {
  return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
}

/** `count` 32-bit integers from `bytes[at ..]`, copied (the bytes need not be aligned). */
export function readInt32s(bytes: Uint8Array, at: number, count: number): Int32Array {
  const values = new Int32Array(count);
  new Uint8Array(values.buffer).set(bytes.subarray(at, at + 4 * count));
  return values;
}
