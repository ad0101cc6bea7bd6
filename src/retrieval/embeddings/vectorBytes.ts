/**
 * A vector as the cache stores it: its float32 values, little-endian, 4 bytes each, nothing else.
 * Little-endian on every machine, so a cache restored on another runner reads back the same.
 */
export function vectorToBytes(vector: Float32Array): Uint8Array {
  const bytes = new Uint8Array(vector.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < vector.length; i++) view.setFloat32(i * 4, vector[i]!, true);
  return bytes;
}

/**
 * The vector in `bytes` (see vectorToBytes), or null when they cannot be one: empty, not a whole
 * number of floats, of another length than `dimensions` (when given), or holding a NaN or an
 * infinity. A null is a cache miss, never an error.
 */
export function bytesToVector(bytes: Uint8Array, dimensions: number | null): Float32Array | null {
  if (bytes.length === 0 || bytes.length % 4 !== 0) return null;
  const length = bytes.length / 4;
  if (dimensions !== null && length !== dimensions) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vector = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const value = view.getFloat32(i * 4, true);
    if (!Number.isFinite(value)) return null;
    vector[i] = value;
  }
  return vector;
}
