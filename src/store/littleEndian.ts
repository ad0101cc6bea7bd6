// Little-endian whatever the machine, so a restored store reads the same; `native` lets tests take both paths.
const MACHINE_LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** The little-endian bytes of `values`: the array's own bytes on a little-endian machine (no copy), else a copy. */
export function int32sToBytes(values: Int32Array | Uint32Array, native: boolean = MACHINE_LITTLE_ENDIAN): Uint8Array {
  if (native) return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  const bytes = new Uint8Array(values.byteLength);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < values.length; i++) view.setInt32(4 * i, values[i]! | 0, true);
  return bytes;
}

/** `count` little-endian 32-bit integers from `bytes[at ..]`, copied (the bytes need not be aligned). */
export function readInt32s(bytes: Uint8Array, at: number, count: number, native: boolean = MACHINE_LITTLE_ENDIAN): Int32Array {
  const values = new Int32Array(count);
  if (native) {
    new Uint8Array(values.buffer).set(bytes.subarray(at, at + 4 * count));
    return values;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, 4 * count);
  for (let i = 0; i < count; i++) values[i] = view.getInt32(4 * i, true);
  return values;
}
