import type { Bm25Counts } from "./buildBm25Index.js";
import type { Bm25Vocabulary } from "./bm25Vocabulary.js";

/**
 * Texts' analysed terms numbered in `vocabulary`: `records[0 .. end)` holds, text after text,
 * `length, pairs, t₁, f₁, …` in Bm25Vocabulary.count's layout.
 */
export interface CountedTexts {
  readonly texts: number;
  readonly records: Int32Array;
  readonly end: number;
  readonly vocabulary: Bm25Vocabulary;
}

/**
 * Counts texts one by one, so a text need not be kept once added; {@link take} gives the counts
 * Bm25Vocabulary.count gives for them, in order, so the index is bit for bit the same. Not concurrent.
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

  add(text: string): void {
    const at = this.vocabulary.count(text);
    this.addRecord(this.vocabulary.counts, at);
  }

  /** A copy of the last text's record, for {@link addRecord} to add to a later build without counting again. */
  lastRecord(): Int32Array {
    if (this.texts === 0) throw new Error("TermCountRecorder.lastRecord: no text added since the last take");
    return this.records.slice(this.last, this.end);
  }

  /** Adds the text whose record starts at `records[at]`, as adding it again would; returns the next record's start. */
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
   * The texts added since the last take, numbered in the recorder's vocabulary; the recorder is then
   * empty. The records are lent, valid until the next add: build the index before adding more.
   */
  take(): Bm25Counts {
    const run: CountedTexts = { texts: this.texts, records: this.records, end: this.end, vocabulary: this.vocabulary };
    this.texts = 0;
    this.end = 0;
    return { runs: [run], base: this.vocabulary };
  }
}
