import { Bm25Vocabulary } from "./bm25Vocabulary.js";
import { TermCountRecorder, type CountedTexts } from "./termCountRecorder.js";
import { grown } from "./grown.js";
import { ByteWriter } from "../store/index.js";

/**
 * The analysed terms of a run of texts (one document's chunks) numbered in a table of their own, so
 * a build against another numbering interns them by name. `terms`: the distinct terms in order of
 * first occurrence, space-separated (a term holds no whitespace). `counts`: per text, its number of
 * distinct terms, then each one's position in `terms` and frequency, all varints.
 */
export interface TermCounts {
  /** Number of texts counted. */
  texts: number;
  terms: string;
  counts: Uint8Array;
}

/** A vocabulary's term names by number, read on from a live iterator over its `terms`. */
interface TermNames {
  names: string[];
  next: Iterator<string>;
}
const namesByVocabulary = new WeakMap<Bm25Vocabulary, TermNames>();
const localByVocabulary = new WeakMap<Bm25Vocabulary, LocalNumbers>();

/** The names of `vocabulary`'s terms by number, as of now; each name is read once across calls. */
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

/** The {@link TermCounts} of `texts`; `vocabulary` only saves analysing a token twice, never changes the result. */
export function countTerms(texts: readonly string[], vocabulary: Bm25Vocabulary = new Bm25Vocabulary()): TermCounts {
  const writer = new ByteWriter();
  let local = localByVocabulary.get(vocabulary);
  if (local === undefined) localByVocabulary.set(vocabulary, (local = new LocalNumbers()));
  local.reset();
  const table: string[] = [];
  for (const text of texts) {
    const at = vocabulary.count(text);
    const counts = vocabulary.counts;
    const pairs = counts[at + 1]!;
    writer.varint(pairs);
    let names: string[] | undefined;
    for (let p = at + 2, end = at + 2 + 2 * pairs; p < end; p += 2) {
      const t = counts[p]!;
      let l = local.get(t);
      if (l < 0) {
        names ??= vocabularyNames(vocabulary);
        l = local.add(t);
        table.push(names[t]!);
      }
      writer.varint(l);
      writer.varint(counts[p + 1]!);
    }
  }
  return { texts: texts.length, terms: table.join(" "), counts: writer.bytes() };
}

/** The records of `texts` (CountedTexts, their own) numbered in `vocabulary`'s own numbering ({@link vocabularyNames}), so a build copies them. */
export function countNumbered(texts: readonly string[], vocabulary: Bm25Vocabulary): CountedTexts {
  const recorder = new TermCountRecorder(vocabulary, 256);
  for (const text of texts) recorder.add(text);
  return recorder.take().runs[0] as CountedTexts;
}

/** Vocabulary term number -> position in one run's table, reset per run by a new stamp rather than cleared. */
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
      this.stampOf = grown(this.stampOf, length);
      this.localOf = grown(this.localOf, length);
    }
    this.stampOf[t] = this.stamp;
    this.localOf[t] = this.size;
    return this.size++;
  }
}

/** Reads ByteWriter's varints from byte `at` on; -1 past the end or beyond 31 bits. */
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
