import { takeTop } from "../takeTop.js";
import type { RankedHit } from "../types.js";

/** Vectors scaled to length 1, in one array: row i holds document i. */
export interface DenseIndex {
  dimensions: number;
  rows: Float32Array;
  ids: readonly string[];
}

/** An exact cosine index over `vectors` (one per id, one length): the gate must rank the same way on every run. */
export function buildDenseIndex(vectors: readonly Float32Array[], ids: readonly string[]): DenseIndex {
  const dimensions = vectors[0]?.length ?? 0;
  const rows = new Float32Array(vectors.length * dimensions);
  vectors.forEach((vector, i) => rows.set(normalize(vector), i * dimensions));
  return { dimensions, rows, ids };
}

/**
 * The `depth` documents closest to `query` by cosine, in takeTop's order like every retriever; each
 * score summed in one fixed order, a zero vector scoring 0 against everything.
 */
export function searchDense(index: DenseIndex, query: Float32Array, depth: number): RankedHit[] {
  const { dimensions, rows, ids } = index;
  const count = ids.length;
  if (depth === 0 || count === 0) return [];
  const q = normalize(query);
  const scores = new Float64Array(count);
  for (let d = 0; d < count; d++) {
    let dot = 0;
    const offset = d * dimensions;
    for (let i = 0; i < dimensions; i++) dot += q[i]! * rows[offset + i]!;
    scores[d] = dot;
  }
  const candidates = new Int32Array(count);
  for (let d = 0; d < count; d++) candidates[d] = d;
  return takeTop(candidates, count, scores, ids, depth);
}

// `vector` scaled to length 1 (computed in double precision), or all zeros when its length is 0.
function normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i]! * vector[i]!;
  const norm = Math.sqrt(sum);
  const out = new Float32Array(vector.length);
  if (norm === 0) return out;
  for (let i = 0; i < vector.length; i++) out[i] = vector[i]! / norm;
  return out;
}
