import { ranksBefore } from "./ranksBefore.js";
import type { RankedHit } from "./types.js";

/**
 * The best `depth` of `count` candidate documents, ranked by {@link ranksBefore}.
 *
 * Guarantees: the result is exactly the first `min(depth, count)` candidates of the full ranking,
 * in that order — the same list a full sort would give, because the order is total. Runs in
 * O(count · log depth) with a bounded heap, since a query touching most of a 50,000-chunk corpus
 * must not pay for sorting all of it when the run depth is 100.
 *
 * @param candidates Positions to rank; default none; only the first `count` entries are read and
 *   they must be distinct, because equal positions would compare as neither before the other.
 * @param count How many entries of `candidates` are in use; range 0..candidates.length.
 * @param scores Score of every position; default none; read at the candidate positions only.
 * @param ids Id of every position; the tie-breaker after the score.
 * @param depth Maximum hits to return; range: integer ≥ 0 or `Infinity` (all candidates).
 */
export function selectTop(
  candidates: Int32Array,
  count: number,
  scores: Float64Array,
  ids: readonly string[],
  depth: number,
): RankedHit[] {
  const before = (a: number, b: number): boolean =>
    ranksBefore(scores[a]!, ids[a]!, a, scores[b]!, ids[b]!, b);
  if (depth === 0) return [];
  let kept: number[];
  if (count <= depth) {
    kept = Array.from(candidates.subarray(0, count));
  } else {
    // heap[0] is the worst kept candidate, so one comparison rejects most of the rest.
    const heap: number[] = [];
    // Score of the worst kept candidate: most candidates fall below it and are rejected by one
    // comparison of numbers, without the full order.
    let floor = -Infinity;
    for (let i = 0; i < count; i++) {
      const doc = candidates[i]!;
      if (heap.length < depth) {
        heap.push(doc);
        siftUp(heap, heap.length - 1, before);
        if (heap.length === depth) floor = scores[heap[0]!]!;
      } else if (scores[doc]! >= floor && before(doc, heap[0]!)) {
        heap[0] = doc;
        siftDown(heap, 0, before);
        floor = scores[heap[0]!]!;
      }
    }
    kept = heap;
  }
  kept.sort((a, b) => (a === b ? 0 : before(a, b) ? -1 : 1));
  return kept.map((index) => ({ index, score: scores[index]! }));
}

// Heap order: a parent never ranks before its children (the worst sits at the root).
function siftUp(heap: number[], at: number, before: (a: number, b: number) => boolean): void {
  let child = at;
  while (child > 0) {
    const parent = (child - 1) >> 1;
    const up = heap[child]!;
    if (!before(heap[parent]!, up)) return;
    // A swap through a local, not `[a, b] = [b, a]`: that allocated an array per swap, which was
    // most of what a sweep's thousands of searches left to the garbage collector.
    heap[child] = heap[parent]!;
    heap[parent] = up;
    child = parent;
  }
}

function siftDown(heap: number[], at: number, before: (a: number, b: number) => boolean): void {
  let parent = at;
  for (;;) {
    const left = 2 * parent + 1;
    const right = left + 1;
    let worst = parent;
    if (left < heap.length && before(heap[worst]!, heap[left]!)) worst = left;
    if (right < heap.length && before(heap[worst]!, heap[right]!)) worst = right;
    if (worst === parent) return;
    const down = heap[parent]!;
    heap[parent] = heap[worst]!;
    heap[worst] = down;
    parent = worst;
  }
}
