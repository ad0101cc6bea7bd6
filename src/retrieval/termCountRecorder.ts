import type { Bm25Counts } from "./buildBm25Index.js";
import type { Bm25Vocabulary } from "./bm25Vocabulary.js";

/**
 * Texts' analysed terms numbered in one vocabulary (a run of {@link Bm25Counts} whose base is that
 * vocabulary): text after text, `records[0 .. end)` holds a record `length, pairs, t₁, f₁, …` in
 * Bm25Vocabulary.count's layout (the text's number of analysed terms, its number of distinct
 * terms, then each term number and its frequency in order of first occurrence).
 */
export interface CountedTexts {
  readonly texts: number;
  readonly records: Int32Array;
  readonly end: number;
}

/**
 * Counts texts one by one into {@link CountedTexts}, so the caller need not keep a text once it is
 * added (a sweep's cell counts each chunk's embed text as the chunk is made and lets the text go
 * while it is young). One recorder serves any number of builds in turn; its buffer is reused.
 *
 * Guarantees: after `add(t₁) … add(tₙ)`, {@link take} gives the counts Bm25Vocabulary.count gives
 * for t₁ … tₙ, in order, so buildBm25Index over them equals, bit for bit, the index over the texts
 * counted any other way. Not for concurrent use.
 */
export class TermCountRecorder {
  private records: Int32Array;
  private end = 0;
  private texts = 0;
  private last = 0;

  /** `capacity`: how many numbers the records will take, when known or estimated (default 64 Ki; it grows past it as needed). */
  constructor(
    readonly vocabulary: Bm25Vocabulary,
    capacity = 1 << 16,
  ) {
    this.records = new Int32Array(Math.max(capacity, 16));
  }

  /** Counts `text` as the next text. */
  add(text: string): void {
    const at = this.vocabulary.count(text);
    this.addRecord(this.vocabulary.counts, at);
  }

  /**
   * The record of the text added last (a copy), which {@link addRecord} adds again as a text of a
   * later build, without counting the text again.
   */
  lastRecord(): Int32Array {
    if (this.texts === 0) throw new Error("TermCountRecorder.lastRecord: no text added since the last take");
    return this.records.slice(this.last, this.end);
  }

  /**
   * Adds the text whose record starts at `at` in `records`, exactly as adding the text again would;
   * returns where the next record starts.
   */
  addRecord(records: Int32Array, at: number): number {
    const n = 2 + 2 * records[at + 1]!;
    const from = this.end;
    if (from + n > this.records.length) {
      const grown = new Int32Array(Math.max(2 * this.records.length, from + n));
      grown.set(this.records.subarray(0, from));
      this.records = grown;
    }
    const out = this.records;
    for (let i = 0; i < n; i++) out[from + i] = records[at + i]!;
    this.last = from;
    this.end = from + n;
    this.texts++;
    return at + n;
  }

  /**
   * The texts added since the last take, as counts numbered in the recorder's vocabulary; the
   * recorder is then empty. The records are lent, not copied: they hold until the next add, so
   * build the index (which keeps none of them) before adding more.
   */
  take(): Bm25Counts {
    const run: CountedTexts = { texts: this.texts, records: this.records, end: this.end };
    this.texts = 0;
    this.end = 0;
    return { runs: [run], base: this.vocabulary };
  }
}
