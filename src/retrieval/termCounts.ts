import { Bm25Vocabulary } from "./bm25Vocabulary.js";
import type { NumberedTermCounts } from "./buildBm25Index.js";

/**
 * The analysed terms ({@link analyze}) of a run of texts (one document's chunks), counted text by
 * text and kept in a form that outlives the run (the chunk cache stores it), so that a later BM25
 * build over the same texts replays the counts instead of analysing the texts again.
 *
 * `terms` is the run's distinct terms, in order of first occurrence, separated by single spaces (an
 * analysed term never holds whitespace). `counts` is, text by text, the number of distinct terms of
 * the text, then each distinct term as its position in `terms` and its frequency, in order of first
 * occurrence in the text (Bm25Vocabulary.count's order), every number an unsigned LEB128 varint.
 * A text's analysed length is the sum of its frequencies.
 */
export interface TermCounts {
  /** Number of texts counted. */
  texts: number;
  terms: string;
  counts: Uint8Array;
}

/** Term names by number of a vocabulary, kept up to date from a live iterator over its `terms` (numbers run 0, 1, 2… in insertion order). */
interface TermNames {
  names: string[];
  next: Iterator<string>;
}
const namesByVocabulary = new WeakMap<Bm25Vocabulary, TermNames>();
const localByVocabulary = new WeakMap<Bm25Vocabulary, LocalNumbers>();

/** The names of `vocabulary`'s terms by number, as of now (kept up to date across calls, each name read once). */
export function vocabularyNames(vocabulary: Bm25Vocabulary): string[] {
  let known = namesByVocabulary.get(vocabulary);
  if (known === undefined) {
    known = { names: [], next: vocabulary.terms.keys() };
    namesByVocabulary.set(vocabulary, known);
  }
  // A Map iterator also visits the keys added after it was made, so each name is read once.
  while (known.names.length < vocabulary.terms.size) known.names.push(known.next.next().value as string);
  return known.names;
}

/**
 * Counts the analysed terms of `texts` (see {@link TermCounts}): for each text, the same multiset
 * of terms as `analyze(text)`, with the pairs in Bm25Vocabulary.count's order. `vocabulary` (default
 * a fresh one) only saves analysing a raw token twice across calls; it never changes the result.
 */
export function countTerms(texts: readonly string[], vocabulary: Bm25Vocabulary = new Bm25Vocabulary()): TermCounts {
  const writer = new VarintWriter();
  let local = localByVocabulary.get(vocabulary);
  if (local === undefined) localByVocabulary.set(vocabulary, (local = new LocalNumbers()));
  local.reset();
  const table: string[] = [];
  for (const text of texts) {
    const at = vocabulary.count(text);
    const counts = vocabulary.counts;
    const pairs = counts[at + 1]!;
    writer.write(pairs);
    let names: string[] | undefined;
    for (let p = at + 2, end = at + 2 + 2 * pairs; p < end; p += 2) {
      const t = counts[p]!;
      let l = local.get(t);
      if (l < 0) {
        names ??= vocabularyNames(vocabulary);
        l = local.add(t);
        table.push(names[t]!);
      }
      writer.write(l);
      writer.write(counts[p + 1]!);
    }
  }
  return { texts: texts.length, terms: table.join(" "), counts: writer.bytes() };
}

/**
 * Counts the analysed terms of `texts` as countTerms does, numbered in `vocabulary`'s own term
 * numbering (see NumberedTermCounts; its table is {@link vocabularyNames}): texts counted in one
 * run with one vocabulary then build their index with no lookup at all.
 */
export function countNumbered(texts: readonly string[], vocabulary: Bm25Vocabulary): NumberedTermCounts {
  const writer = new VarintWriter();
  let total = 0;
  for (const text of texts) {
    const at = vocabulary.count(text);
    const counts = vocabulary.counts;
    const pairs = counts[at + 1]!;
    total += pairs;
    writer.write(pairs);
    for (let p = at + 2, end = at + 2 + 2 * pairs; p < end; p += 2) {
      writer.write(counts[p]!);
      writer.write(counts[p + 1]!);
    }
  }
  const bytes = writer.bytes();
  return { texts: texts.length, pairs: total, counts: bytes, at: 0, end: bytes.length };
}

/**
 * Global term number -> position in one run's table, one per vocabulary (sized by its terms) and
 * reset per run by a new stamp rather than cleared: a corpus has thousands of documents and a
 * hundred thousand terms.
 */
class LocalNumbers {
  private stampOf = new Int32Array(1024);
  private localOf = new Int32Array(1024);
  private stamp = 0;
  private size = 0;
  reset(): void {
    if (this.stamp === 0x7fffffff) {
      this.stampOf.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
    this.size = 0;
  }
  get(t: number): number {
    return t < this.stampOf.length && this.stampOf[t] === this.stamp ? this.localOf[t]! : -1;
  }
  add(t: number): number {
    if (t >= this.stampOf.length) {
      const length = Math.max(this.stampOf.length * 2, t + 1);
      const stampOf = new Int32Array(length);
      const localOf = new Int32Array(length);
      stampOf.set(this.stampOf);
      localOf.set(this.localOf);
      this.stampOf = stampOf;
      this.localOf = localOf;
    }
    this.stampOf[t] = this.stamp;
    this.localOf[t] = this.size;
    return this.size++;
  }
}

/** Unsigned LEB128 varints (each under 2^32) into a growing byte array. */
export class VarintWriter {
  private buffer = new Uint8Array(256);
  private length = 0;
  write(value: number): void {
    if (this.length + 5 > this.buffer.length) {
      const grown = new Uint8Array(this.buffer.length * 2);
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    let v = value >>> 0;
    while (v >= 0x80) {
      this.buffer[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.buffer[this.length++] = v;
  }
  /** Appends `bytes` as they are (a length written before them says where they end). */
  raw(bytes: Uint8Array): void {
    if (this.length + bytes.length > this.buffer.length) {
      const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + bytes.length));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }
  /** Number of bytes written. */
  get size(): number {
    return this.length;
  }
  bytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

/**
 * Reads {@link VarintWriter}'s numbers from byte `at` on (0 by default; `at` then tells where the
 * next one starts); -1 past the end or on a varint longer than 31 bits.
 */
export class VarintReader {
  constructor(
    private readonly bytes: Uint8Array,
    public at = 0,
  ) {}
  read(): number {
    const bytes = this.bytes;
    let value = 0;
    for (let shift = 0; shift < 31; shift += 7) {
      if (this.at >= bytes.length) return -1;
      const byte = bytes[this.at++]!;
      value |= (byte & 0x7f) << shift;
      if (byte < 0x80) return value;
    }
    return -1;
  }
  done(): boolean {
    return this.at === this.bytes.length;
  }
}
