// 256 Ki numbers (1 MiB) per block: small next to a corpus's pairs (vba-docs: ~2.5 M numbers), large
// next to one document's (a chunk has at most a few hundred distinct terms).
const BLOCK = 1 << 18;

/**
 * Every document's (term number, frequency) pairs, appended document by document, as a BM25 build
 * collects them before it knows how many there will be.
 *
 * Why blocks instead of one array that doubles: a doubling array leaves each outgrown copy as garbage
 * until the next full collection, and on vba-docs those dead copies (~17 MB beside 10 MB in use)
 * landed on a cold check's memory peak. Blocks are never copied, so what is allocated is what is
 * used, plus less than one block. A document's pairs never straddle two blocks, so reading them
 * back is one contiguous range.
 */
export class TermPairs {
  readonly blocks: Int32Array[] = [];
  /** Per document: the block holding its pairs, their offset in it, and how many pairs it has. */
  readonly blockOf: Int32Array;
  readonly offset: Int32Array;
  readonly distinct: Int32Array;
  /** Per document: its number of analysed terms (the sum of its frequencies). */
  readonly docLength: Int32Array;
  tokenCount = 0;
  private block = new Int32Array(0);
  private used = 0;

  constructor(readonly docCount: number) {
    this.blockOf = new Int32Array(docCount);
    this.offset = new Int32Array(docCount);
    this.distinct = new Int32Array(docCount);
    this.docLength = new Int32Array(docCount);
  }

  /**
   * Records document `d`'s `distinct` pairs, read from `source` at `from` as `t₁, f₁, t₂, f₂, …`, and
   * its length. Documents must be added in order 0, 1, 2…; each exactly once.
   */
  add(d: number, source: Int32Array, from: number, distinct: number, length: number): void {
    const size = 2 * distinct;
    if (this.used + size > this.block.length) {
      this.block = new Int32Array(Math.max(BLOCK, size));
      this.blocks.push(this.block);
      this.used = 0;
    }
    this.block.set(source.subarray(from, from + size), this.used);
    this.blockOf[d] = this.blocks.length - 1;
    this.offset[d] = this.used;
    this.distinct[d] = distinct;
    this.docLength[d] = length;
    this.tokenCount += length;
    this.used += size;
  }
}
