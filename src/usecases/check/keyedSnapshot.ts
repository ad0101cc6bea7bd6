import { ByteReader, ByteWriter, readStrings, wellFormed, writeStrings } from "../../store/index.js";
import { keyFinder } from "./keyFinder.js";

/** Records by document key in one store entry, each part found in place: a warm run decodes only the ones it reads. */
export interface KeyedSnapshot {
  /** The strings written with it (an epoch, bucket names). */
  readonly header: readonly string[];
  readonly size: number;
  /** The documents' keys (path and content id), by number. */
  readonly keys: readonly string[];
  /** The document of `key`, or -1. */
  indexOf(key: string): number;
  /** Part `p` of document d's record, as bytes (to decode, or to copy into a new snapshot). */
  part(d: number, p: number): Uint8Array;
}

/**
 * The bytes of a snapshot of `docs`, each with `parts` parts: `magic`, the header, the count, the keys
 * (writeStrings), each part's length, then the parts. A key that would not read back is left out.
 */
export function encodeKeyedSnapshot(
  magic: string,
  header: readonly string[],
  docs: ReadonlyArray<{ key: string; parts: readonly Uint8Array[] }>,
  parts: number,
): Uint8Array {
  const kept = docs.filter((doc) => wellFormed(doc.key) && doc.parts.length === parts);
  const out = new ByteWriter();
  out.text(magic);
  out.varint(header.length);
  for (const text of header) out.text(text);
  out.varint(kept.length);
  writeStrings(out, kept.map((doc) => doc.key));
  const lengths = new ByteWriter();
  for (const doc of kept) for (const part of doc.parts) lengths.varint(part.length);
  out.section(lengths.bytes());
  out.section(Buffer.concat(kept.flatMap((doc) => doc.parts)));
  return out.bytes();
}

/** The snapshot encodeKeyedSnapshot wrote with `magic` and `parts`, or null for any other bytes. Never throws. */
export function decodeKeyedSnapshot(bytes: Uint8Array, magic: string, parts: number): KeyedSnapshot | null {
  try {
    const reader = new ByteReader(bytes);
    if (reader.text() !== magic) return null;
    const header = Array.from({ length: countIn(reader, bytes) }, () => reader.text());
    const size = countIn(reader, bytes);
    const keys = readStrings(reader, size);
    const lengths = new ByteReader(reader.section());
    const records = reader.section();
    if (!reader.done()) return null;
    const at = new Float64Array(size * parts + 1);
    for (let i = 0; i < size * parts; i++) at[i + 1] = at[i]! + lengths.varint();
    if (!lengths.done() || at[size * parts] !== records.length) return null;
    const indexOf = keyFinder(keys);
    if (indexOf === null) return null;
    return { header, size, keys, indexOf, part: (d, p) => records.subarray(at[d * parts + p]!, at[d * parts + p + 1]!) };
  } catch {
    return null;
  }
}

/** `read`'s value, or undefined for an empty part, one that does not end where `read` does, or one `read` throws on. */
export function readPart<T>(bytes: Uint8Array, read: (reader: ByteReader) => T): T | undefined {
  if (bytes.length === 0) return undefined;
  try {
    const reader = new ByteReader(bytes);
    const value = read(reader);
    return reader.done() ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A count read from `reader`; throws when `bytes` cannot hold that many items of a byte each, so no allocation is sized by a larger one. */
export function countIn(reader: ByteReader, bytes: Uint8Array): number {
  const count = reader.varint();
  if (count > bytes.length) throw new RangeError("count past the end");
  return count;
}
