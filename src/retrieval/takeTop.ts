import type { IdList } from "./idList.js";
import type { RankedHit } from "./types.js";

/**
 * The best `depth` of `count` candidate documents, with every candidate's entry of `scores` set to
 * 0 on return, ready for the next query's accumulation. The one ranking order of chunkgate: higher
 * score first, then on an exactly equal score the greater id (JavaScript's `<`, UTF-16 code units),
 * then the smaller position.
 *
 * Why descending ids: trec_eval ignores a run's rank column and sorts each query's lines by score,
 * breaking ties by docno in descending `strcmp` order (`comp_sim_docno` in its `form_res_rels.c`),
 * so a run written in TREC format, with scores that parse back to the same double, is ranked by
 * trec_eval exactly as here. UTF-16 order equals UTF-8 byte order for all-ASCII ids such as
 * chunkgate's `path#NNNN`.
 *
 * Guarantees: exactly the first `min(depth, count)` candidates of the full ranking, in that order
 * (the order is total). O(count · log depth) with a bounded heap, because a query touching most of
 * a large corpus must not pay for sorting all of it; the one pass that reads each score also
 * clears it.
 *
 * @param candidates Positions to rank; only the first `count` entries are read; they must be
 *   distinct, because equal positions would compare as neither before the other.
 * @param count How many entries of `candidates` are in use; range 0..candidates.length.
 * @param scores Score of every position (no NaN); the candidates' entries are set to 0.
 * @param ids Id of every position; the tie-breaker after the score (a list that knows its order
 *   gives it through IdList.tieRanks, and no id is read).
 * @param depth Maximum hits to return; range: integer ≥ 0 or `Infinity` (all candidates).
 */
export function takeTop(candidates: Int32Array, count: number, scores: Float64Array, ids: IdList, depth: number): RankedHit[] {
  const size = Math.min(depth, count);
  if (size === 0) {
    for (let i = 0; i < count; i++) scores[candidates[i]!] = 0;
    return [];
  }
  const ranks = tieRanks(ids);
  // A heap of the best `size` seen so far, the worst at the root: positions and their scores.
  const heapDoc = new Int32Array(size);
  const heapScore = new Float64Array(size);
  fillHeap(candidates, count, scores, heapDoc, heapScore, ranks);
  return ranked(heapDoc, heapScore, ranks);
}

// The selection loop, in a function of its own that calls only what the loop itself runs, so that
// V8's optimised code for it never bails out at a call it has no feedback for yet.
function fillHeap(candidates: Int32Array, count: number, scores: Float64Array, heapDoc: Int32Array, heapScore: Float64Array, ranks: Int32Array | null): void {
  const size = heapDoc.length;
  for (let i = 0; i < size; i++) {
    const doc = candidates[i]!;
    heapDoc[i] = doc;
    heapScore[i] = scores[doc]!;
    scores[doc] = 0;
  }
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(heapDoc, heapScore, size, heapDoc[i]!, heapScore[i]!, ranks, i);
  // Score of the worst kept candidate: most candidates fall below it and are rejected by one comparison.
  let floor = heapScore[0]!;
  for (let i = size; i < count; i++) {
    const doc = candidates[i]!;
    const score = scores[doc]!;
    scores[doc] = 0;
    if (score > floor || (score === floor && tieBefore(ranks, doc, heapDoc[0]!))) {
      siftDown(heapDoc, heapScore, size, doc, score, ranks, 0);
      floor = heapScore[0]!;
    }
  }
}

// The kept hits, best first: the heap's root (the worst) taken off one at a time, so that ties are
// broken by tieRanks' numbers and no two ids are compared as strings.
function ranked(heapDoc: Int32Array, heapScore: Float64Array, ranks: Int32Array | null): RankedHit[] {
  const hits = new Array<RankedHit>(heapDoc.length);
  for (let last = heapDoc.length - 1; last >= 0; last--) {
    hits[last] = { index: heapDoc[0]!, score: heapScore[0]! };
    // the last leaf moves to the root and down, in a heap one shorter
    if (last > 0) siftDown(heapDoc, heapScore, last, heapDoc[last]!, heapScore[last]!, ranks, 0);
  }
  return hits;
}

/**
 * The id tie-break as numbers, remembered per id list: null when every id is greater than the one
 * before it, and then of two positions the greater id is the greater position; otherwise each
 * position's place in the ids' ascending order, equal ids by descending position, so that of two
 * positions the one with the greater place ranks before. A list that knows this order gives it
 * (IdList.tieRanks); otherwise the ids are compared.
 */
function tieRanks(ids: IdList): Int32Array | null {
  let known = tieRanksByIds.get(ids);
  if (known === undefined) {
    known = ids.tieRanks?.();
    if (known === undefined) {
      const strings = Array.isArray(ids) ? (ids as readonly string[]) : Array.from({ length: ids.length }, (_, i) => ids.at(i)!);
      known = strings.every((id, i) => i === 0 || strings[i - 1]! < id) ? null : placesById(strings);
    }
    tieRanksByIds.set(ids, known);
  }
  return known;
}
const tieRanksByIds = new WeakMap<IdList, Int32Array | null>();

// Each position's place when positions are sorted by (id ascending, position descending).
function placesById(ids: readonly string[]): Int32Array {
  const order = Array.from(ids.keys()).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : b - a));
  const places = new Int32Array(ids.length);
  order.forEach((position, place) => (places[position] = place));
  return places;
}

// Whether position a ranks before position b on an equal score, by tieRanks' numbers (`ranks`
// null: positions), so that the ids of one document's chunks, which share their path, are never compared.
function tieBefore(ranks: Int32Array | null, a: number, b: number): boolean {
  return ranks === null ? a > b : ranks[a]! > ranks[b]!;
}

// Places (doc, score) at `at` and moves it down below every child that ranks after it, in a heap
// of `length` entries whose subtrees below `at` are heaps already.
function siftDown(heapDoc: Int32Array, heapScore: Float64Array, length: number, doc: number, score: number, ranks: Int32Array | null, at: number): void {
  let parent = at;
  for (;;) {
    const left = 2 * parent + 1;
    if (left >= length) break;
    const right = left + 1;
    // the child that ranks last of the two
    let worst = left;
    if (right < length) {
      const leftScore = heapScore[left]!;
      const rightScore = heapScore[right]!;
      if (leftScore !== rightScore ? leftScore > rightScore : tieBefore(ranks, heapDoc[left]!, heapDoc[right]!)) worst = right;
    }
    const w = heapDoc[worst]!;
    const worstScore = heapScore[worst]!;
    if (score !== worstScore ? score < worstScore : !tieBefore(ranks, doc, w)) break;
    heapDoc[parent] = w;
    heapScore[parent] = worstScore;
    parent = worst;
  }
  heapDoc[parent] = doc;
  heapScore[parent] = score;
}
