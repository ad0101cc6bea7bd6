import { ranksBefore } from "./ranksBefore.js";
import type { RankedHit } from "./types.js";

/**
 * The best `depth` of `count` candidate documents, ranked by {@link ranksBefore}, with every
 * candidate's entry of `scores` set to 0 on return, ready for the next query's accumulation.
 *
 * Guarantees: the result is exactly the first `min(depth, count)` candidates of the full ranking,
 * in that order — the same list a full sort would give, because the order is total. Runs in
 * O(count · log depth) with a bounded heap, since a query touching most of a 50,000-chunk corpus
 * must not pay for sorting all of it when the run depth is 100. One pass reads each candidate's
 * score and clears it, keeping the kept candidates' scores beside them: a BM25 search lists tens
 * of thousands of candidates per query (vba-docs: 19,000 on average), and a second pass to reset
 * them was as costly as the selection. Callers whose scores are made per call lose nothing.
 *
 * @param candidates Positions to rank; only the first `count` entries are read; they must be
 *   distinct, because equal positions would compare as neither before the other.
 * @param count How many entries of `candidates` are in use; range 0..candidates.length.
 * @param scores Score of every position; the candidates' entries are set to 0.
 * @param ids Id of every position; the tie-breaker after the score.
 * @param depth Maximum hits to return; range: integer ≥ 0 or `Infinity` (all candidates).
 */
export function takeTop(candidates: Int32Array, count: number, scores: Float64Array, ids: readonly string[], depth: number): RankedHit[] {
  const size = Math.min(depth, count);
  if (size === 0) {
    for (let i = 0; i < count; i++) scores[candidates[i]!] = 0;
    return [];
  }
  // A heap of the best `size` seen so far, the worst at the root: positions and their scores.
  const heapDoc = new Int32Array(size);
  const heapScore = new Float64Array(size);
  let length = 0;
  // Score of the worst kept candidate once the heap is full: most candidates fall below it and are
  // rejected by one comparison of numbers.
  let floor = -Infinity;
  for (let i = 0; i < count; i++) {
    const doc = candidates[i]!;
    const score = scores[doc]!;
    scores[doc] = 0;
    if (length < size) {
      siftUp(heapDoc, heapScore, length++, doc, score, ids);
      if (length === size) floor = heapScore[0]!;
    } else if (score >= floor && ranksBefore(score, ids[doc]!, doc, heapScore[0]!, ids[heapDoc[0]!]!, heapDoc[0]!)) {
      siftDown(heapDoc, heapScore, length, doc, score, ids);
      floor = heapScore[0]!;
    }
  }
  const order = Array.from({ length }, (_, i) => i);
  order.sort((a, b) => (a === b ? 0 : ranksBefore(heapScore[a]!, ids[heapDoc[a]!]!, heapDoc[a]!, heapScore[b]!, ids[heapDoc[b]!]!, heapDoc[b]!) ? -1 : 1));
  return order.map((i) => ({ index: heapDoc[i]!, score: heapScore[i]! }));
}

// Places (doc, score) at `at`, the new last leaf, and moves it up while it ranks after its parent
// (a parent never ranks before its children).
function siftUp(heapDoc: Int32Array, heapScore: Float64Array, at: number, doc: number, score: number, ids: readonly string[]): void {
  let child = at;
  while (child > 0) {
    const parent = (child - 1) >> 1;
    const p = heapDoc[parent]!;
    if (!ranksBefore(heapScore[parent]!, ids[p]!, p, score, ids[doc]!, doc)) break;
    heapDoc[child] = p;
    heapScore[child] = heapScore[parent]!;
    child = parent;
  }
  heapDoc[child] = doc;
  heapScore[child] = score;
}

// Replaces the root with (doc, score) and moves it down below every child that ranks after it.
function siftDown(heapDoc: Int32Array, heapScore: Float64Array, length: number, doc: number, score: number, ids: readonly string[]): void {
  let parent = 0;
  for (;;) {
    const left = 2 * parent + 1;
    if (left >= length) break;
    const right = left + 1;
    // the child that ranks last of the two
    let worst = left;
    if (right < length && ranksBefore(heapScore[left]!, ids[heapDoc[left]!]!, heapDoc[left]!, heapScore[right]!, ids[heapDoc[right]!]!, heapDoc[right]!)) worst = right;
    const w = heapDoc[worst]!;
    if (!ranksBefore(score, ids[doc]!, doc, heapScore[worst]!, ids[w]!, w)) break;
    heapDoc[parent] = w;
    heapScore[parent] = heapScore[worst]!;
    parent = worst;
  }
  heapDoc[parent] = doc;
  heapScore[parent] = score;
}
