import type { IdList, RankedHit } from "./types.js";

/**
 * The best `depth` of the first `count` distinct `candidates`, by score, then the greater id (as trec_eval breaks
 * ties), then the smaller position; a heap bounded by `depth`. The candidates' `scores` are 0 on return.
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

// A function of its own that calls only what its loop runs, so V8's optimised code never bails out at a call.
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

// The kept hits, best first, by taking the heap's root (the worst) off one at a time.
function ranked(heapDoc: Int32Array, heapScore: Float64Array, ranks: Int32Array | null): RankedHit[] {
  const hits = new Array<RankedHit>(heapDoc.length);
  for (let last = heapDoc.length - 1; last >= 0; last--) {
    hits[last] = { index: heapDoc[0]!, score: heapScore[0]! };
    // the last leaf moves to the root and down, in a heap one shorter
    if (last > 0) siftDown(heapDoc, heapScore, last, heapDoc[last]!, heapScore[last]!, ranks, 0);
  }
  return hits;
}

/** The id tie-break as numbers, per id list: null when ids ascend with position, else each position's place by id. */
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

// Whether position a ranks before position b on an equal score (`ranks` null: by position).
function tieBefore(ranks: Int32Array | null, a: number, b: number): boolean {
  return ranks === null ? a > b : ranks[a]! > ranks[b]!;
}

// Places (doc, score) at `at` and moves it down below every child ranking after it (the subtrees are heaps).
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
