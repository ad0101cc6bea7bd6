import type { Bm25Index } from "./bm25.js";
import { bm25Identity, bm25Retriever } from "./bm25Retriever.js";
import { searchBm25 } from "./bm25.js";
import type { Bm25Vocabulary } from "./bm25Vocabulary.js";
import { postingsFromPairs } from "./postingsFromPairs.js";
import { TermPairs } from "./termPairs.js";
import type { Retriever } from "./types.js";

/**
 * Builds BM25 indexes text by text: each text is counted when it is added, so the caller need not
 * keep it (a sweep's cell counts each chunk's embed text as the chunk is made and lets the text go
 * while it is young, instead of holding every chunk's text until the build). One builder serves
 * any number of builds in turn; its buffers are reused from one to the next.
 *
 * Guarantees: after `add(t₁) … add(tₙ)`, `build(ids, { k1, b })` equals, bit for bit and field for
 * field, `buildBm25Index(docs, { k1, b, vocabulary })` with docs `{ id: ids[i], text: tᵢ }`: the
 * same counting (Bm25Vocabulary.count), the same pairs in the same order, and postingsFromPairs. Not
 * for concurrent use.
 */
export class Bm25IndexBuilder {
  private pairs = new Int32Array(1 << 16);
  private pairsEnd = 0;
  private starts = new Int32Array(1024);
  private lengths = new Int32Array(1024);
  private docs = 0;

  constructor(readonly vocabulary: Bm25Vocabulary) {}

  /** Counts `text` as the next document of the next build. */
  add(text: string): void {
    // counted first: counting may replace the vocabulary's array, laid out as a record (length, pairs, t₁, f₁, …)
    const at = this.vocabulary.count(text);
    this.addRecord(this.vocabulary.counts, at);
  }

  /**
   * The counts of the text added last, as a record `length, pairs, t₁, f₁, …` (a copy) that
   * {@link addRecord} adds again as a document of a later build, without counting the text again.
   */
  lastRecord(): Int32Array {
    const d = this.docs - 1;
    if (d < 0) throw new Error("Bm25IndexBuilder.lastRecord: no text added since the last build");
    const from = this.starts[d]!;
    const n = this.starts[d + 1]! - from;
    const record = new Int32Array(2 + n);
    record[0] = this.lengths[d]!;
    record[1] = n >> 1;
    for (let i = 0; i < n; i++) record[2 + i] = this.pairs[from + i]!;
    return record;
  }

  /**
   * Adds the document whose record (see {@link lastRecord}) starts at `at` in `records`, exactly as
   * adding its text again would; returns where the next record starts.
   */
  addRecord(records: Int32Array, at: number): number {
    const n = 2 * records[at + 1]!;
    const d = this.docs;
    if (d + 1 >= this.starts.length) {
      this.starts = grown(this.starts, 2 * (d + 1));
      this.lengths = grown(this.lengths, 2 * (d + 1));
    }
    if (this.pairsEnd + n > this.pairs.length) this.pairs = grown(this.pairs, Math.max(2 * this.pairs.length, this.pairsEnd + n));
    const pairs = this.pairs;
    const from = this.pairsEnd;
    for (let i = 0; i < n; i++) pairs[from + i] = records[at + 2 + i]!;
    this.pairsEnd = from + n;
    this.lengths[d] = records[at]!;
    this.starts[d + 1] = this.pairsEnd;
    this.docs = d + 1;
    return at + 2 + n;
  }

  /**
   * The index over the texts added since the last build, their ids `ids` (one per text, in order);
   * the builder is then empty, ready for the next.
   *
   * @throws RangeError as buildBm25Index for k1 or b out of range (postingsFromPairs does not check:
   *   see bm25Parameters); Error when `ids` does not name exactly the texts added (a caller's mistake).
   */
  build(ids: readonly string[], params: { k1: number; b: number }): Bm25Index {
    const docCount = this.docs;
    if (ids.length !== docCount) throw new Error(`Bm25IndexBuilder.build: ${ids.length} ids for ${docCount} texts added`);
    const pairs = new TermPairs(docCount);
    pairs.start.set(this.starts.subarray(0, docCount + 1));
    pairs.docLength.set(this.lengths.subarray(0, docCount));
    let tokens = 0;
    for (let d = 0; d < docCount; d++) tokens += this.lengths[d]!;
    pairs.tokenCount = tokens;
    // lent, not copied: postingsFromPairs reads the pairs during the build and keeps none of them
    pairs.pairs = this.pairs;
    this.docs = 0;
    this.pairsEnd = 0;
    return postingsFromPairs({ ids, pairs, terms: this.vocabulary.terms, k1: params.k1, b: params.b });
  }
}

/**
 * The `bm25` retriever (bm25Retriever) over the texts added to `builder` since its last build, with
 * ids `ids`: the same identity and the same index, bit for bit, as bm25Retriever over those texts
 * with the builder's vocabulary, so the same rankings and scores.
 *
 * @throws UserError when k1 or b is out of range, exactly as bm25Retriever (it checks them).
 */
export function bm25BuilderRetriever(builder: Bm25IndexBuilder, ids: readonly string[], options: { k1: number; b: number }): Retriever {
  const { k1, b } = options;
  // bm25Retriever's checks and its UserErrors, on an empty corpus (nothing is analysed)
  bm25Retriever([], { k1, b });
  const index = builder.build(ids, { k1, b });
  return {
    name: "bm25",
    identity: bm25Identity({ k1, b }),
    search: (query, depth) => searchBm25(index, query, depth),
  };
}

function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(length);
  next.set(array);
  return next;
}
