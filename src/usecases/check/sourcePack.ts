import { ByteReader, ByteWriter } from "../../store/index.js";

/**
 * What a warm run needs of one source at one chunking, in one store entry: the bytes of its summary
 * snapshot (SummarySnapshot: each document's figures, quality bits and chunk facts) and of its term
 * snapshot (TermSnapshot: its chunks' analysed terms). Either may be empty (not written yet, or
 * dropped as untrusted); each is decoded, and verified by its own layout, by its own reader.
 */
export interface SourcePack {
  summaries: Uint8Array;
  terms: Uint8Array;
}

const MAGIC = "chunkgate source";

/** The bytes of `pack`: a magic section, the two parts' lengths as varints, then the two parts. */
export function encodeSourcePack(pack: SourcePack): Uint8Array {
  const head = new ByteWriter();
  head.text(MAGIC);
  head.varint(pack.summaries.length);
  head.varint(pack.terms.length);
  return Buffer.concat([head.bytes(), pack.summaries, pack.terms]);
}

/** The pack {@link encodeSourcePack} wrote, its parts views of `bytes`, or null when they are not of its layout. Never throws. */
export function decodeSourcePack(bytes: Uint8Array): SourcePack | null {
  try {
    const reader = new ByteReader(bytes);
    if (reader.text() !== MAGIC) return null;
    const summaries = reader.varint();
    const terms = reader.varint();
    const at = reader.position;
    if (at + summaries + terms !== bytes.length) return null;
    return { summaries: bytes.subarray(at, at + summaries), terms: bytes.subarray(at + summaries) };
  } catch {
    return null;
  }
}
