import { ByteReader, ByteWriter, readStrings, wellFormed, writeStrings } from "./byteCodec.js";
import type { DocumentOutline } from "./chunkCache.js";
import { keyFinder } from "./keyFinder.js";

/**
 * The outlines (see DocumentOutline) of a run's documents, all in one store entry, with the epoch
 * of the chunk buckets (see openChunkCache): loading a warm workspace asks every document for its
 * outline, and reading each from its own entry would read and hash a file per document. Decoded
 * lazily: the keys on opening, an outline when asked for.
 */
export interface OutlineSnapshot {
  /** The epoch of the chunk buckets when it was written (see openChunkCache). */
  readonly epoch: string;
  readonly size: number;
  /** The documents' keys, by number. */
  readonly keys: readonly string[];
  /** The document of `key`, or -1. */
  indexOf(key: string): number;
  /** Document d's outline (a fresh object each call), or undefined when its record does not read (then it is looked up elsewhere). */
  outline(d: number): DocumentOutline | undefined;
  /** Document d's outline as the snapshot holds it, to be copied into a new one. */
  record(d: number): Uint8Array;
}

const MAGIC = "chunkgate outlines";

/** One outline's bytes in a snapshot: its line count, title and warnings (count, then each). */
export function outlineRecord(outline: DocumentOutline): Uint8Array {
  const out = new ByteWriter();
  out.varint(outline.lineCount);
  out.text(outline.title);
  out.varint(outline.warnings.length);
  for (const warning of outline.warnings) out.text(warning);
  return out.bytes();
}

/**
 * The bytes of a snapshot of `docs` (each a key and its outline's record, see outlineRecord) under
 * the chunk buckets' `epoch`: a magic section, the epoch, the document count, the keys (see
 * writeStrings), each record's byte length, then the records one after another. Keys holding a
 * lone surrogate are left out (none does).
 */
export function encodeOutlineSnapshot(docs: ReadonlyArray<{ key: string; record: Uint8Array }>, epoch: string): Uint8Array {
  const kept = docs.filter((doc) => wellFormed(doc.key));
  const out = new ByteWriter();
  out.text(MAGIC);
  out.text(epoch);
  out.varint(kept.length);
  writeStrings(out, kept.map((doc) => doc.key));
  const lengths = new ByteWriter();
  for (const doc of kept) lengths.varint(doc.record.length);
  out.section(lengths.bytes());
  out.section(Buffer.concat(kept.map((doc) => doc.record)));
  return out.bytes();
}

/**
 * The snapshot {@link encodeOutlineSnapshot} wrote, or null when the bytes are not of its layout
 * (counts, lengths, keys). A record is read when its outline is asked for, and one that does not
 * read to exactly an outline gives none (the store verified the bytes, so only a defect gets
 * there). Never throws.
 */
export function decodeOutlineSnapshot(bytes: Uint8Array): OutlineSnapshot | null {
  try {
    const reader = new ByteReader(bytes);
    if (reader.text() !== MAGIC) return null;
    const epoch = reader.text();
    const size = reader.varint();
    const keys = readStrings(reader, size);
    const lengths = new ByteReader(reader.section());
    const records = reader.section();
    if (!reader.done()) return null;
    const recordReader = new ByteReader(records);
    const at = new Float64Array(size + 1);
    for (let d = 0; d < size; d++) at[d + 1] = at[d]! + lengths.varint();
    if (!lengths.done() || at[size] !== records.length) return null;
    const indexOf = keyFinder(keys);
    if (indexOf === null) return null;
    return {
      epoch,
      size,
      keys,
      indexOf,
      outline(d) {
        try {
          recordReader.seek(at[d]!, at[d + 1]!);
          return readRecord(recordReader) ?? undefined;
        } catch {
          return undefined;
        }
      },
      record: (d) => records.subarray(at[d]!, at[d + 1]!),
    };
  } catch {
    return null;
  }
}

// the outline `reader` is on, or null when its record does not read to exactly one; may throw past the end
function readRecord(reader: ByteReader): DocumentOutline | null {
  const lineCount = reader.varint();
  const title = reader.text();
  const count = reader.varint();
  const warnings: string[] = [];
  for (let w = 0; w < count; w++) warnings.push(reader.text());
  return reader.done() ? { title, lineCount, warnings } : null;
}
