/** Every document's (term, frequency) pairs in one array that doubles when full: no allocation per document. */
export class TermPairs {
  /** Document d's pairs are `pairs[start[d] .. start[d + 1] - 1]`: t₁, f₁, t₂, f₂, … */
  pairs = new Int32Array(1 << 16);
  readonly start: Int32Array;
  /** Per document: its number of analysed terms (the sum of its frequencies). */
  readonly docLength: Int32Array;
  tokenCount = 0;

  /** `pairCount`: how many pairs the documents will hold, when known or estimated (the array still grows past it). */
  constructor(
    readonly docCount: number,
    pairCount?: number,
  ) {
    if (pairCount !== undefined && pairCount > 0) this.pairs = new Int32Array(2 * pairCount);
    this.start = new Int32Array(docCount + 1);
    this.docLength = new Int32Array(docCount);
  }

  /** Records document `d`'s pairs (`t₁, f₁, …` at `source[from]`) and length; documents in order 0, 1, 2…, once. */
  add(d: number, source: Int32Array, from: number, distinct: number, length: number): void {
    const at = this.reserve(d, distinct);
    // a loop, not set(subarray): a view per document costs more than copying a few dozen pairs
    const pairs = this.pairs;
    for (let i = 0, n = 2 * distinct; i < n; i++) pairs[at + i] = source[from + i]!;
    this.commit(d, distinct, length);
  }

  /** Where in {@link pairs} (read it after: it may be replaced) to write document `d`'s pairs before {@link commit}. */
  reserve(d: number, distinct: number): number {
    const at = this.start[d]!;
    const end = at + 2 * distinct;
    if (end > this.pairs.length) {
      const grown = new Int32Array(Math.max(this.pairs.length * 2, end));
      grown.set(this.pairs.subarray(0, at));
      this.pairs = grown;
    }
    return at;
  }

  /** Records document `d`'s `distinct` pairs, written where {@link reserve} said, and its length. */
  commit(d: number, distinct: number, length: number): void {
    this.start[d + 1] = this.start[d]! + 2 * distinct;
    this.docLength[d] = length;
    this.tokenCount += length;
  }

  /** The pairs grouped by term (a counting sort): term t's are `doc` and `freq` at `start[t] .. start[t + 1] - 1`, documents ascending. */
  byTerm(termCount: number): { start: Int32Array; doc: Int32Array; freq: Int32Array } {
    const { pairs: block, start } = this;
    const end = start[this.docCount]!;
    const termStart = new Int32Array(termCount + 1);
    for (let p = 0; p < end; p += 2) termStart[block[p]! + 1]!++;
    for (let t = 0; t < termCount; t++) termStart[t + 1]! += termStart[t]!;
    const doc = new Int32Array(end >> 1);
    const freq = new Int32Array(end >> 1);
    if (end === 0) return { start: termStart, doc, freq };
    const next = termStart.slice(0, termCount);
    for (let d = 0; d < this.docCount; d++) {
      for (let p = start[d]!; p < start[d + 1]!; p += 2) {
        const at = next[block[p]!]!++;
        doc[at] = d;
        freq[at] = block[p + 1]!;
      }
    }
    return { start: termStart, doc, freq };
  }
}
