import { ByteReader, ByteWriter, readStrings, writeStrings } from "../../store/index.js";
import { keyFinder } from "./keyFinder.js";
import { encodeStoredPostings, encodeTermTable, MAX_STORED_DOCS, readStoredPostings, readTermTable, VarintReader, type NumberedTermCounts, type TermPairs, type TermTable } from "../../retrieval/index.js";

/**
 * A source's chunks' analysed term counts, all documents in one store entry numbered in one term
 * table, so a warm run builds its BM25 index with no per-document table to intern.
 */
export interface TermSnapshot {
  /** Term by number and number by term, each looked up when asked (see TermTable). */
  terms: TermTable;
  /** The documents' keys in order, and each one's chunks' counts (one text per chunk, in chunk order) found by key when asked. */
  docs: { readonly keys: readonly string[]; get(key: string): NumberedTermCounts | undefined };
}

/**
 * The bytes of a snapshot of `docs` (each its key and chunk count, in the order of `pairs`), with
 * term names `names`. Only terms some kept document holds are kept, renumbered by first occurrence,
 * so a snapshot never grows with terms of documents it no longer holds; documents without a key are
 * skipped. Layout: the term table (encodeTermTable), the document count, the keys (writeStrings),
 * each document's chunk count (varints), then the postings (encodeStoredPostings).
 */
export function encodeTermSnapshot(docs: ReadonlyArray<{ key: string | undefined; texts: number }>, pairs: TermPairs, names: readonly string[]): Uint8Array {
  const { renumbered, kept, df } = keptTerms(docs, pairs, names);
  const keyed = docs.filter((doc): doc is { key: string; texts: number } => doc.key !== undefined);
  const { termStart, doc, freq, stored } = byTerm(docs, pairs, renumbered, df);
  const out = new ByteWriter();
  encodeTermTable(out, kept);
  out.varint(keyed.length);
  writeStrings(out, keyed.map((d) => d.key));
  for (const { texts } of keyed) out.varint(texts);
  return Buffer.concat([out.bytes(), encodeStoredPostings(termStart, doc, freq, stored)]);
}

// The kept documents' terms renumbered in order of first occurrence (−1: not kept), their names,
// and each kept term's number of postings.
function keptTerms(docs: ReadonlyArray<{ key: string | undefined; texts: number }>, pairs: TermPairs, names: readonly string[]) {
  const renumbered = new Int32Array(names.length).fill(-1);
  const kept: string[] = [];
  const df = new Int32Array(names.length);
  const { pairs: block, start } = pairs;
  let d = 0;
  for (const doc of docs) {
    if (doc.key === undefined) {
      d += doc.texts;
      continue;
    }
    for (let p = start[d]!, end = start[d + doc.texts]!; p < end; p += 2) {
      const t = block[p]!;
      let n = renumbered[t]!;
      if (n < 0) {
        n = renumbered[t] = kept.length;
        kept.push(names[t]!);
      }
      df[n]!++;
    }
    d += doc.texts;
  }
  return { renumbered, kept, df: df.subarray(0, kept.length) };
}

// The kept documents' pairs grouped by kept term, each term's stored documents ascending, and the
// number of stored documents.
function byTerm(docs: ReadonlyArray<{ key: string | undefined; texts: number }>, pairs: TermPairs, renumbered: Int32Array, df: Int32Array): { termStart: Int32Array; doc: Int32Array; freq: Int32Array; stored: number } {
  const termStart = new Int32Array(df.length + 1);
  for (let t = 0; t < df.length; t++) termStart[t + 1] = termStart[t]! + df[t]!;
  const total = termStart[df.length]!;
  const doc = new Int32Array(total);
  const freq = new Int32Array(total);
  const next = termStart.slice(0, df.length);
  const { pairs: block, start } = pairs;
  let d = 0;
  let s = 0;
  for (const entry of docs) {
    if (entry.key === undefined) {
      d += entry.texts;
      continue;
    }
    for (let c = 0; c < entry.texts; c++, d++, s++) {
      for (let p = start[d]!, end = start[d + 1]!; p < end; p += 2) {
        const at = next[renumbered[block[p]!]!]!++;
        doc[at] = s;
        freq[at] = block[p + 1]!;
      }
    }
  }
  return { termStart, doc, freq, stored: s };
}

/**
 * The snapshot {@link encodeTermSnapshot} wrote, or null when its table, keys, counts or postings'
 * frame do not read (a miss: the caller counts again). The postings themselves are verified term by
 * term when a build reads them, so opening costs the table and frame only. Never throws.
 */
export function decodeTermSnapshot(bytes: Uint8Array): TermSnapshot | null {
  try {
    const reader = new VarintReader(bytes);
    const terms = readTermTable(bytes, reader);
    if (terms === null) return null;
    const docCount = reader.read();
    // each document takes two bytes at least: no allocation is sized by a foreign number
    if (docCount < 0 || 2 * docCount > bytes.length) return null;
    // throws when the keys do not read back (caught below: null)
    const keyReader = new ByteReader(bytes, reader.at);
    const keys = readStrings(keyReader, docCount);
    reader.at = keyReader.position;
    const texts = new Int32Array(docCount);
    let chunks = 0;
    for (let i = 0; i < docCount; i++) {
      const count = reader.read();
      if (count < 0) return null;
      texts[i] = count;
      chunks += count;
      if (chunks > MAX_STORED_DOCS) return null;
    }
    const postings = readStoredPostings(bytes, reader.at, terms.size, chunks);
    if (postings === null) return null;
    // a document listed twice (the writer keeps what it is given) is found as its last listing
    const indexOf = keyFinder(keys, true)!;
    // each document's first chunk among the stored ones
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
