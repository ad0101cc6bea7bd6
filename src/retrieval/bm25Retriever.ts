import { searchBm25 } from "./bm25.js";
import { buildBm25Index, type Bm25Counts } from "./buildBm25Index.js";
import { Bm25Vocabulary } from "./bm25Vocabulary.js";
import type { IdList, Retriever, RetrieverFactory } from "./types.js";

/** The `bm25` retriever: searchBm25 over buildBm25Index's index of `counts`, built once; RangeError for bad k1 or b. */
export function bm25Retriever(ids: IdList, counts: Bm25Counts, options: { k1: number; b: number }): Retriever {
  const index = buildBm25Index(ids, counts, options);
  return {
    name: "bm25",
    identity: bm25Identity(options),
    search: (query, depth) => searchBm25(index, query, depth),
  };
}

/** `bm25(k1=1.2,b=0.75)`, the numbers as JavaScript prints them: equal exactly when the scoring parameters are. */
export function bm25Identity(options: { k1: number; b: number }): string {
  return `bm25(k1=${options.k1},b=${options.b})`;
}

/** `retriever.kind: bm25`: over the input's `counted`, else its docs' texts counted (the same index); offline. */
export const bm25Factory: RetrieverFactory = {
  identity: (config) => bm25Identity(config),
  build: async (input) => {
    const { ids, counts } = input.counted ?? { ids: input.docs.map((d) => d.id), counts: countTexts(input.docs.map((d) => d.text), input.vocabulary) };
    return bm25Retriever(ids, counts, input.config);
  },
};

/** The analysed terms of `texts`, counted for buildBm25Index; a shared `vocabulary` saves work, changes no score. */
export function countTexts(texts: readonly string[], vocabulary: Bm25Vocabulary = new Bm25Vocabulary()): Bm25Counts {
  const chars = texts.reduce((sum, text) => sum + text.length, 0);
  // records sized once, by a low estimate of 4 characters per recorded number
  const recorder = new TermCountRecorder(vocabulary, Math.ceil(chars / 4));
  for (const text of texts) recorder.add(text);
  return recorder.take();
}

/** Texts' terms numbered in `vocabulary`: `records[0 .. end)` holds, text after text, Bm25Vocabulary.count's layout. */
export interface CountedTexts {
  readonly texts: number;
  readonly records: Int32Array;
  readonly end: number;
  readonly vocabulary: Bm25Vocabulary;
}

/** Counts texts one by one (none kept once added) to the counts Bm25Vocabulary.count gives them; not concurrent. */
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

  /** The texts added since the last take, which empties the recorder; the records are lent until the next add. */
  take(): Bm25Counts {
    const run: CountedTexts = { texts: this.texts, records: this.records, end: this.end, vocabulary: this.vocabulary };
    this.texts = 0;
    this.end = 0;
    return { runs: [run], base: this.vocabulary };
  }
}
