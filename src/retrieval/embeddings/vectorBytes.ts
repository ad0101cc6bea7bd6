/** A vector as the store keeps it: float32 little-endian on every machine, so another runner reads it the same. */
export function vectorToBytes(vector: Float32Array): Uint8Array {
  const bytes = new Uint8Array(vector.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < vector.length; i++) view.setFloat32(i * 4, vector[i]!, true);
  return bytes;
}

/** The vector in `bytes`, or null (a cache miss, never an error) when not `dimensions` finite floats. */
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
