import { VarintReader, VarintWriter, type NumberedTermCounts, type TermPairs } from "../../retrieval/index.js";

/**
 * A source's chunks' analysed term counts, all documents in one store entry, numbered in one term
 * table (see encodeTermSnapshot): a warm run builds its BM25 index from them with no per-term
 * lookup (buildBm25IndexFromCounts with `base`), where counts kept per chunk entry, each with its own
 * table, cost a warm pull request of vba-docs ~0.3 s of interning 11,612 tables (and their 7 MB
 * read with every entry).
 */
export interface TermSnapshot {
  /** Term by number. */
  terms: string[];
  /** Document key -> its chunks' counts (one text per chunk, in chunk order). */
  docs: Map<string, NumberedTermCounts>;
}

/** The snapshot's format; bump when it changes (its store key holds it). */
export const TERM_SNAPSHOT_REVISION = 1;

/**
 * The bytes of a snapshot of the documents `docs` (each its key and number of chunks, in the
 * order their chunks are documents of `pairs`), with the term names `names` by number. Only the
 * terms some document holds are kept, renumbered in order of first occurrence, so a snapshot never
 * grows with terms of documents it no longer holds. Documents without a key are skipped (their
 * chunks still counted off). Layout: varint term count, varint table byte length, the table
 * (terms joined by single spaces, UTF-8), varint document count, per document its varint key
 * byte length, key (UTF-8), varint number of texts and varint counts byte length; then every
 * document's counts, one after another.
 */
export function encodeTermSnapshot(docs: ReadonlyArray<{ key: string | undefined; texts: number }>, pairs: TermPairs, names: readonly string[]): Uint8Array {
  const renumbered = new Int32Array(names.length).fill(-1);
  const kept: string[] = [];
  const index = new VarintWriter();
  const counts = new VarintWriter();
  const { pairs: block, start } = pairs;
  let d = 0;
  let written = 0;
  for (const doc of docs) {
    if (doc.key === undefined) {
      d += doc.texts;
      continue;
    }
    const from = counts.size;
    for (let i = 0; i < doc.texts; i++, d++) {
      const first = start[d]!;
      const last = start[d + 1]!;
      counts.write((last - first) >> 1);
      for (let p = first; p < last; p += 2) {
        const t = block[p]!;
        let n = renumbered[t]!;
        if (n < 0) {
          n = renumbered[t] = kept.length;
          kept.push(names[t]!);
        }
        counts.write(n);
        counts.write(block[p + 1]!);
      }
    }
    const key = Buffer.from(doc.key, "utf8");
    index.write(key.length);
    index.raw(key);
    index.write(doc.texts);
    index.write(counts.size - from);
    written++;
  }
  const table = Buffer.from(kept.join(" "), "utf8");
  const out = new VarintWriter();
  out.write(kept.length);
  out.write(table.length);
  out.raw(table);
  out.write(written);
  return Buffer.concat([out.bytes(), index.bytes(), counts.bytes()]);
}

/**
 * The snapshot {@link encodeTermSnapshot} wrote, or null when the bytes are not of its layout, a
 * document's counts do not decode to exactly its texts, a term number is outside the table or a
 * frequency is under 1: a corrupt or foreign snapshot is never trusted (the caller counts again).
 * The counts are views of `bytes`. Never throws.
 */
export function decodeTermSnapshot(bytes: Uint8Array): TermSnapshot | null {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const reader = new VarintReader(bytes);
    const termCount = reader.read();
    const tableLength = reader.read();
    if (termCount < 0 || tableLength < 0 || reader.at + tableLength > bytes.length) return null;
    const text = buffer.toString("utf8", reader.at, reader.at + tableLength);
    reader.at += tableLength;
    const terms = termCount === 0 ? [] : text.split(" ");
    if (terms.length !== termCount || (termCount === 0 && tableLength !== 0)) return null;
    const docCount = reader.read();
    if (docCount < 0) return null;
    const keys: string[] = [];
    const sizes = new Float64Array(2 * docCount);
    for (let i = 0; i < docCount; i++) {
      const keyLength = reader.read();
      if (keyLength < 0 || reader.at + keyLength > bytes.length) return null;
      keys.push(buffer.toString("utf8", reader.at, reader.at + keyLength));
      reader.at += keyLength;
      const texts = reader.read();
      const length = reader.read();
      if (texts < 0 || length < 0) return null;
      sizes[2 * i] = texts;
      sizes[2 * i + 1] = length;
    }
    const docs = new Map<string, NumberedTermCounts>();
    let at = reader.at;
    for (let i = 0; i < docCount; i++) {
      const texts = sizes[2 * i]!;
      const end = at + sizes[2 * i + 1]!;
      const pairs = end > bytes.length ? -1 : countsFit(bytes, at, end, texts, termCount);
      if (pairs < 0) return null;
      docs.set(keys[i]!, { texts, pairs, counts: bytes, at, end });
      at = end;
    }
    return at === bytes.length ? { terms, docs } : null;
  } catch {
    return null;
  }
}

// The number of pairs of bytes[from .. end) when they are exactly `texts` texts' counts, every term
// number under `termCount` and every frequency ≥ 1; else -1. Varints decoded inline (no reader
// object): this walks every pair of a source, ~1.3 million on vba-docs.
function countsFit(bytes: Uint8Array, from: number, end: number, texts: number, termCount: number): number {
  let at = from;
  let total = 0;
  for (let i = 0; i < texts; i++) {
    let pairs = 0;
    for (let shift = 0, byte = 0x80; byte >= 0x80; shift += 7) {
      if (at >= end || shift > 28) return -1;
      byte = bytes[at++]!;
      pairs |= (byte & 0x7f) << shift;
    }
    if (pairs < 0) return -1;
    total += pairs;
    for (let p = 0; p < pairs; p++) {
      let t = 0;
      for (let shift = 0, byte = 0x80; byte >= 0x80; shift += 7) {
        if (at >= end || shift > 28) return -1;
        byte = bytes[at++]!;
        t |= (byte & 0x7f) << shift;
      }
      let f = 0;
      for (let shift = 0, byte = 0x80; byte >= 0x80; shift += 7) {
        if (at >= end || shift > 28) return -1;
        byte = bytes[at++]!;
        f |= (byte & 0x7f) << shift;
      }
      if (t < 0 || t >= termCount || f < 1) return -1;
    }
  }
  return at === end ? total : -1;
}
