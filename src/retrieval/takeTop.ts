import type { IdList } from "./idList.js";
import type { RankedHit } from "./types.js";

/**
 * The best `depth` of `count` candidate documents, ranked by ranksBefore (ranksBefore.ts), with every
 * candidate's entry of `scores` set to 0 on return, ready for the next query's accumulation.
 *
 * Guarantees: the result is exactly the first `min(depth, count)` candidates of the full ranking,
 * in that order — the same list a full sort would give, because the order is total. Runs in
 * O(count · log depth) with a bounded heap, since a query touching most of a 50,000-chunk corpus
 * must not pay for sorting all of it when the run depth is 100. One pass reads each candidate's
 * score and clears it, keeping the kept candidates' scores beside them: a BM25 search lists tens
 * of thousands of candidates per query, and a second pass to reset them would cost as much as the
 * selection. Callers whose scores are made per call lose nothing.
 *
 * @param candidates Positions to rank; only the first `count` entries are read; they must be
 *   distinct, because equal positions would compare as neither before the other.
 * @param count How many entries of `candidates` are in use; range 0..candidates.length.
 * @param scores Score of every position; the candidates' entries are set to 0.
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
  const length = fillHeap(candidates, count, scores, heapDoc, heapScore, ranks);
  return ranked(heapDoc, heapScore, length, ranks);
}

// The selection loop, in a function of its own that calls only what the loop itself runs: inside
// takeTop's body, V8 could compile the loop on stack replacement before `ranked` had ever run, and
// the optimised code would bail out at that call ("insufficient type feedback") query after query;
// in its own function it is not thrown out.
// Returns how many of the heap's entries are in use.
function fillHeap(candidates: Int32Array, count: number, scores: Float64Array, heapDoc: Int32Array, heapScore: Float64Array, ranks: Int32Array | null): number {
  const size = heapDoc.length;
  let length = 0;
  // Score of the worst kept candidate once the heap is full: most candidates fall below it and are
  // rejected by one comparison of numbers.
  let floor = -Infinity;
  for (let i = 0; i < count; i++) {
    const doc = candidates[i]!;
    const score = scores[doc]!;
    scores[doc] = 0;
    if (length < size) {
      siftUp(heapDoc, heapScore, length++, doc, score, ranks);
      if (length === size) floor = heapScore[0]!;
    } else if (score > floor || (score === floor && tieBefore(ranks, doc, heapDoc[0]!))) {
      siftDown(heapDoc, heapScore, length, doc, score, ranks);
      floor = heapScore[0]!;
    }
  }
  return length;
}

// The kept hits, best first: the heap's root (the worst) taken off one at a time, by the heap's own
// order (ranksBefore's, with the tie-break as numbers), so that no two ids are compared as
// strings: sorting the hits with ranksBefore would compare the ids of the many equal scores.
function ranked(heapDoc: Int32Array, heapScore: Float64Array, length: number, ranks: Int32Array | null): RankedHit[] {
  const hits = new Array<RankedHit>(length);
  for (let last = length - 1; last >= 0; last--) {
    hits[last] = { index: heapDoc[0]!, score: heapScore[0]! };
    // the last leaf moves to the root and down, in a heap one shorter
    if (last > 0) siftDown(heapDoc, heapScore, last, heapDoc[last]!, heapScore[last]!, ranks);
  }
  return hits;
}

/**
 * The tie-break of ranksBefore as numbers, remembered per id list: null when every id is greater
 * than the one before it (JavaScript's `<`), and then of two positions the greater id is the
 * greater position; otherwise each position's place in the ids' ascending order, equal ids by
 * descending position, so that of two positions the one with the greater place ranks before. A
 * list that knows this order gives it (IdList.tieRanks); otherwise the ids are compared. A run's
 * chunk ids (`path#NNNN`, documents in path order) ascend but where a document has more than
 * 10,000 chunks ("#9999" < "#10000" fails): a few ascending runs, merged (placesById).
 */
function tieRanks(ids: IdList): Int32Array | null {
  let known = tieRanksByIds.get(ids);
  if (known === undefined) {
    const given = ids.tieRanks?.();
    if (given !== undefined) known = given;
    else {
      const strings = Array.isArray(ids) ? (ids as readonly string[]) : Array.from({ length: ids.length }, (_, i) => ids.at(i)!);
      known = null;
      for (let i = 1; i < strings.length; i++) {
        if (!(strings[i - 1]! < strings[i]!)) {
          known = placesById(strings);
          break;
        }
      }
    }
    tieRanksByIds.set(ids, known);
  }
  return known;
}
const tieRanksByIds = new WeakMap<IdList, Int32Array | null>();

// Positions sorted by (id ascending, position descending), by merging the ids' ascending runs
// pairwise (one string comparison a position a pass; a run's ids are few runs), then inverted.
function placesById(ids: readonly string[]): Int32Array {
  const n = ids.length;
  let order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let starts = [0];
  for (let i = 1; i < n; i++) if (!(ids[i - 1]! < ids[i]!)) starts.push(i);
  starts.push(n);
  let into = new Int32Array(n);
  while (starts.length > 2) {
    const merged = [0];
    for (let r = 0; r + 1 < starts.length; r += 2) {
      const from = starts[r]!;
      const middle = starts[r + 1]!;
      const end = r + 2 < starts.length ? starts[r + 2]! : middle;
      let i = from;
      let j = middle;
      let k = from;
      while (i < middle && j < end) {
        const a = order[i]!;
        const b = order[j]!;
        const aId = ids[a]!;
        const bId = ids[b]!;
        if (aId < bId || (aId === bId && a > b)) {
          into[k++] = a;
          i++;
        } else {
          into[k++] = b;
          j++;
        }
      }
      while (i < middle) into[k++] = order[i++]!;
      while (j < end) into[k++] = order[j++]!;
      merged.push(end);
    }
    [order, into] = [into, order];
    starts = merged;
  }
  const places = new Int32Array(n);
  for (let k = 0; k < n; k++) places[order[k]!] = k;
  return places;
}

// ranksBefore for two positions of equal score, by tieRanks' numbers (`ranks` null: positions). A
// large index has many equal scores, and comparing the ids of one document's chunks, which share
// their path, would dominate a search's selection time.
function tieBefore(ranks: Int32Array | null, a: number, b: number): boolean {
  return ranks === null ? a > b : ranks[a]! > ranks[b]!;
}

// Places (doc, score) at `at`, the new last leaf, and moves it up while it ranks after its parent
// (a parent never ranks before its children).
function siftUp(heapDoc: Int32Array, heapScore: Float64Array, at: number, doc: number, score: number, ranks: Int32Array | null): void {
  let child = at;
  while (child > 0) {
    const parent = (child - 1) >> 1;
    const p = heapDoc[parent]!;
    const parentScore = heapScore[parent]!;
    if (parentScore !== score ? parentScore < score : !tieBefore(ranks, p, doc)) break;
    heapDoc[child] = p;
    heapScore[child] = heapScore[parent]!;
    child = parent;
  }
  heapDoc[child] = doc;
  heapScore[child] = score;
}

// Replaces the root with (doc, score) and moves it down below every child that ranks after it.
function siftDown(heapDoc: Int32Array, heapScore: Float64Array, length: number, doc: number, score: number, ranks: Int32Array | null): void {
  let parent = 0;
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
    heapScore[parent] = heapScore[worst]!;
    parent = worst;
  }
  heapDoc[parent] = doc;
  heapScore[parent] = score;
}
