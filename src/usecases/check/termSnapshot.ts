import { ByteReader, ByteWriter, readStrings, writeStrings } from "../../store/index.js";
import { keyFinder } from "./keyFinder.js";
import { encodeStoredPostings, encodeTermTable, MAX_STORED_DOCS, readStoredPostings, readTermTable, TermPairs, type NumberedTermCounts, type TermTable } from "../../retrieval/index.js";

/** A source's chunks' term counts in one entry and term table, so a warm BM25 build interns no per-document table. */
export interface TermSnapshot {
  /** Term by number and number by term, each looked up when asked (see TermTable). */
  terms: TermTable;
  /** The documents' keys in order, and each one's chunks' counts (one text per chunk, in chunk order) found by key when asked. */
  docs: { readonly keys: readonly string[]; get(key: string): NumberedTermCounts | undefined };
}

/**
 * The bytes of a snapshot of `docs` (key and chunk count, in the order of `pairs`; those without a key skipped), keeping
 * only terms a kept document holds, renumbered by first occurrence, so a snapshot never grows with dropped documents.
 */
export function encodeTermSnapshot(docs: ReadonlyArray<{ key: string | undefined; texts: number }>, pairs: TermPairs, names: readonly string[]): Uint8Array {
  const keyed = docs.filter((doc): doc is { key: string; texts: number } => doc.key !== undefined);
  const stored = new TermPairs(keyed.reduce((sum, doc) => sum + doc.texts, 0), pairs.start[pairs.docCount]! / 2);
  const renumbered = new Int32Array(names.length).fill(-1);
  const kept: string[] = [];
  let d = 0;
  let s = 0;
  for (const doc of docs) {
    if (doc.key === undefined) {
      d += doc.texts;
      continue;
    }
    for (let c = 0; c < doc.texts; c++, d++, s++) {
      const from = pairs.start[d]!;
      const distinct = (pairs.start[d + 1]! - from) / 2;
      const out = stored.reserve(s, distinct);
      for (let p = 0; p < 2 * distinct; p += 2) {
        const t = pairs.pairs[from + p]!;
        if (renumbered[t]! < 0) renumbered[t] = kept.push(names[t]!) - 1;
        stored.pairs[out + p] = renumbered[t]!;
        stored.pairs[out + p + 1] = pairs.pairs[from + p + 1]!;
      }
      stored.commit(s, distinct, pairs.docLength[d]!);
    }
  }
  const { start, doc, freq } = stored.byTerm(kept.length);
  const out = new ByteWriter();
  encodeTermTable(out, kept);
  out.varint(keyed.length);
  writeStrings(out, keyed.map((k) => k.key));
  for (const { texts } of keyed) out.varint(texts);
  return Buffer.concat([out.bytes(), encodeStoredPostings(start, doc, freq, s)]);
}

/** The snapshot encodeTermSnapshot wrote, or null; the postings are verified term by term when a build reads them. */
export function decodeTermSnapshot(bytes: Uint8Array): TermSnapshot | null {
  try {
    const reader = new ByteReader(bytes);
    const terms = readTermTable(reader);
    if (terms === null) return null;
    const docCount = reader.varint();
    // each document takes two bytes at least: no allocation is sized by a foreign number
    if (2 * docCount > bytes.length) return null;
    const keys = readStrings(reader, docCount);
    const texts = new Int32Array(docCount);
    let chunks = 0;
    for (let i = 0; i < docCount; i++) {
      const count = reader.varint();
      texts[i] = count;
      chunks += count;
      if (chunks > MAX_STORED_DOCS) return null;
    }
    const postings = readStoredPostings(bytes, reader.position, terms.size, chunks);
    if (postings === null) return null;
    // a document listed twice (the writer keeps what it is given) is found as its last listing
    const indexOf = keyFinder(keys, true)!;
    const firsts = new Int32Array(docCount);
    for (let i = 1; i < docCount; i++) firsts[i] = firsts[i - 1]! + texts[i - 1]!;
    const get = (key: string): NumberedTermCounts | undefined => {
      const i = indexOf(key);
      return i < 0 ? undefined : { texts: texts[i]!, stored: { postings, first: firsts[i]! } };
    };
    return { terms, docs: { keys, get } };
  } catch {
    return null;
  }
}
