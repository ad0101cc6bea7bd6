import { ByteReader, ByteWriter, readStrings, wellFormed, writeStrings } from "./byteCodec.js";
import type { ChunkSummary } from "./chunkEntryBytes.js";

/** What a pull request reads of one chunk without rebuilding it: where it is (see ChunkSpan), its tokens, and its parent's id and tokens (parent-child). */
export interface ChunkFacts {
  startLine: number;
  endLine: number;
  startOffset?: number;
  endOffset?: number;
  tokens: number;
  parent?: { id: string; tokens: number };
}

/** One document of a summary snapshot: its key, ChunkSummary's figures and bits, and each chunk's facts. Its chunks' ids and paths are the document's own (ChunkSummary.ownIds, ownPaths). */
export interface SnapshotDocument extends Pick<ChunkSummary, (typeof FIGURES)[number]> {
  key: string;
  bits: Uint8Array;
  /** The chunks' facts, or the bytes a snapshot holds them as (see SummarySnapshot.region), copied as they are. */
  chunks: readonly ChunkFacts[] | Uint8Array;
}

/** The figures of a document in {@link SummarySnapshot.figures}, in this order. */
export const FIGURES = ["count", "tokens", "words", "sections", "storedTokens", "parentCount", "parentTokens"] as const;
const WIDTH = FIGURES.length;

/**
 * A source's chunk summaries (see ChunkSummary) and each chunk's facts, all documents in one store
 * entry: a warm pull request reads this one entry instead of every document's chunk entry from 256
 * buckets (vba-docs: 11,612 entries, 21 MB read and hashed, 11,612 summaries built). Decoded
 * lazily: keys and figures on opening, a document's chunk facts when first asked for.
 */
export interface SummarySnapshot {
  /** Documents held. */
  readonly size: number;
  /** The epoch of the chunk buckets it was written under and the buckets its documents' entries are in (see openChunkCache). */
  readonly epoch: string;
  readonly buckets: readonly string[];
  /** The document of `key`, or -1. */
  indexOf(key: string): number;
  /** Document d's figures start at WIDTH·d, in FIGURES' order. */
  readonly figures: Float64Array;
  /** Document d's chunks' quality bits (one byte each, see QualityTally.addBits). */
  bits(d: number): Uint8Array;
  /** Document d's chunk facts as bytes (for a new snapshot, see SnapshotDocument.chunks). */
  region(d: number): Uint8Array;
  /** Document d's chunk facts, decoded on first call; null when they do not read (then the chunks are read instead). */
  chunks(d: number): DecodedFacts | null;
}

/**
 * One document's chunk facts, read from the snapshot's bytes when asked for: {@link field} and
 * {@link parent} read one chunk's number where it is, `numbers` and `parents` every chunk's (built
 * on first use). `numbers` holds startLine, endLine, startOffset, endOffset (NaN: absent), tokens
 * per chunk; `parents` each chunk's parent (-1: none) in `parentIds` and `parentTokens`.
 */
export interface DecodedFacts {
  /** Chunk c's number `f` of `numbers` (0 startLine, 1 endLine, 2 startOffset, 3 endOffset, 4 tokens): numbers[5c + f]. */
  field(c: number, f: number): number;
  /** Chunk c's parent in `parentIds` and `parentTokens`, -1 when none: parents[c]. */
  parent(c: number): number;
  readonly numbers: Float64Array;
  readonly parents: Int32Array;
  readonly parentIds: string[];
  readonly parentTokens: number[];
}

/** The snapshot's format; bump when it changes (its store key holds it). */
export const SUMMARY_SNAPSHOT_REVISION = 1;

const MAGIC = "chunkgate summaries 1";

/**
 * The bytes of a snapshot of `docs` under the chunk buckets' `epoch`, their entries being in
 * `buckets`. Layout (varints as ByteWriter writes them): a magic section, the epoch, the bucket
 * names (comma-joined), the document count, the keys (see writeStrings), each document's figures and
 * its facts' byte length, every document's bits, then every document's facts: its distinct
 * parents (count, then each id and tokens), then per chunk startLine, endLine, startOffset + 1 and
 * endOffset + 1 (0: absent), tokens and 1 + its parent's index (0: none). Documents whose keys hold
 * a lone surrogate are left out (none does: keys are paths and content ids).
 */
export function encodeSummarySnapshot(docs: readonly SnapshotDocument[], options: { epoch: string; buckets: readonly string[] }): Uint8Array {
  const kept = docs.filter((doc) => wellFormed(doc.key) && doc.bits.length === doc.count && (doc.chunks instanceof Uint8Array || doc.chunks.length === doc.count));
  const out = new ByteWriter();
  out.text(MAGIC);
  out.text(options.epoch);
  out.text(options.buckets.join(","));
  out.varint(kept.length);
  writeStrings(out, kept.map((doc) => doc.key));
  const regions = kept.map((doc) => (doc.chunks instanceof Uint8Array ? doc.chunks : factBytes(doc.chunks)));
  const figures = new ByteWriter();
  kept.forEach((doc, i) => {
    for (const name of FIGURES) figures.varint(doc[name]);
    figures.varint(regions[i]!.length);
  });
  out.section(figures.bytes());
  out.section(Buffer.concat(kept.map((doc) => doc.bits)));
  out.section(Buffer.concat(regions));
  return out.bytes();
}

function factBytes(chunks: readonly ChunkFacts[]): Uint8Array {
  const out = new ByteWriter();
  const parents = new Map<string, number>();
  const tokens: number[] = [];
  for (const chunk of chunks) {
    if (chunk.parent && !parents.has(chunk.parent.id)) {
      parents.set(chunk.parent.id, parents.size);
      tokens.push(chunk.parent.tokens);
    }
  }
  out.varint(parents.size);
  [...parents.keys()].forEach((id, p) => {
    out.text(id);
    out.varint(tokens[p]!);
  });
  for (const chunk of chunks) {
    out.varint(chunk.startLine);
    out.varint(chunk.endLine);
    out.varint(chunk.startOffset === undefined ? 0 : chunk.startOffset + 1);
    out.varint(chunk.endOffset === undefined ? 0 : chunk.endOffset + 1);
    out.varint(chunk.tokens);
    out.varint(chunk.parent ? parents.get(chunk.parent.id)! + 1 : 0);
  }
  return out.bytes();
}

/**
 * Whether `chunks` can be held as ChunkFacts: every line, offset and token count a whole number ≥
 * 0 and every parent an id and whole tokens. A document whose chunks are not is left out of the
 * snapshot (its chunk entry is read instead), so a snapshot never gives other values.
 */
export function factsFit(chunks: ReadonlyArray<{ startLine: unknown; endLine: unknown; startOffset?: unknown; endOffset?: unknown; tokens: unknown; parent?: unknown }>): boolean {
  const whole = (value: unknown): boolean => typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value < Number.MAX_SAFE_INTEGER;
  return chunks.every((chunk) => {
    if (!whole(chunk.startLine) || !whole(chunk.endLine) || !whole(chunk.tokens)) return false;
    if ((chunk.startOffset !== undefined && !whole(chunk.startOffset)) || (chunk.endOffset !== undefined && !whole(chunk.endOffset))) return false;
    if (chunk.parent === undefined) return true;
    const parent = chunk.parent as { id?: unknown; tokens?: unknown } | null;
    return parent !== null && typeof parent === "object" && typeof parent.id === "string" && wellFormed(parent.id) && whole(parent.tokens);
  });
}

/**
 * The snapshot {@link encodeSummarySnapshot} wrote, or null when the bytes are not of its layout:
 * a count, length or key that does not fit. A document's facts are read when first asked for (see
 * SummarySnapshot.chunks). Never throws.
 */
export function decodeSummarySnapshot(bytes: Uint8Array): SummarySnapshot | null {
  try {
    const reader = new ByteReader(bytes);
    if (reader.text() !== MAGIC) return null;
    const epoch = reader.text();
    const bucketText = reader.text();
    const size = reader.varint();
    const keys = readStrings(reader, size);
    const figureReader = new ByteReader(reader.section());
    const bitBytes = reader.section();
    const factBlock = reader.section();
    if (!reader.done()) return null;
    const figures = new Float64Array(WIDTH * size);
    const bitsAt = new Float64Array(size + 1);
    const factsAt = new Float64Array(size + 1);
    for (let d = 0; d < size; d++) {
      for (let f = 0; f < WIDTH; f++) figures[WIDTH * d + f] = figureReader.varint();
      bitsAt[d + 1] = bitsAt[d]! + figures[WIDTH * d]!;
      factsAt[d + 1] = factsAt[d]! + figureReader.varint();
    }
    if (!figureReader.done() || bitsAt[size] !== bitBytes.length || factsAt[size] !== factBlock.length) return null;
    const index = new Map<string, number>();
    keys.forEach((key, d) => index.set(key, d));
    if (index.size !== size) return null;
    const decoded = new Map<number, DecodedFacts | null>();
    return {
      size,
      epoch,
      buckets: bucketText === "" ? [] : bucketText.split(","),
      indexOf: (key) => index.get(key) ?? -1,
      figures,
      bits: (d) => bitBytes.subarray(bitsAt[d]!, bitsAt[d + 1]!),
      region: (d) => factBlock.subarray(factsAt[d]!, factsAt[d + 1]!),
      chunks(d) {
        let found = decoded.get(d);
        if (found === undefined) {
          found = readFacts(factBlock, factsAt[d]!, factsAt[d + 1]!, figures[WIDTH * d]!);
          decoded.set(d, found);
        }
        return found;
      },
    };
  } catch {
    return null;
  }
}

/**
 * Document facts from `start` to `end` of `bytes`, or null when they are not exactly `count`
 * chunks' facts (varints of at most 8 bytes, parent ids inside the bytes, each chunk's parent in
 * range); never throws. Checked in one pass that decodes only the parents and notes where each
 * chunk starts: a chunk's numbers are decoded when asked for (see DecodedFacts.field). A warm pull
 * request asks for the context of the top chunks of each question, from 694 documents of vba-docs
 * holding 36,367 chunks; decoding all their numbers up front took ~12 ms of the run's profile
 * (1 ms samples), this pass ~7 ms (most of it before the loop is optimised); all 11,612 documents
 * in a warm loop: ~30 ms decoded, 1-5 ms checked.
 */
function readFacts(bytes: Uint8Array, start: number, end: number, count: number): DecodedFacts | null {
  // `at` is never captured by a closure: one would move it out of a register, doubling the cost
  const parentCount = varintAt(bytes, start, end);
  if (parentCount < 0) return null;
  let at = varintEnd;
  const parentIds: string[] = [];
  const parentTokens: number[] = [];
  const view = parentCount > 0 ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
  for (let p = 0; p < parentCount; p++) {
    const length = varintAt(bytes, at, end);
    at = varintEnd;
    if (length < 0 || at + length > end) return null;
    parentIds.push(view!.toString("utf8", at, at + length));
    at += length;
    const tokens = varintAt(bytes, at, end);
    at = varintEnd;
    if (tokens < 0) return null;
    parentTokens.push(tokens);
  }
  const starts = new Uint32Array(count);
  for (let c = 0; c < count; c++) {
    starts[c] = at;
    // five numbers skipped (a varint's last byte is under 0x80), the parent read; inline, as a
    // call per chunk costs as much again
    for (let k = 0; k < 5; k++) {
      for (let length = 1; ; length++) {
        if (at >= end || length > 8) return null;
        if (bytes[at++]! < 0x80) break;
      }
    }
    let parent = 0;
    for (let shift = 0; ; shift += 7) {
      if (at >= end || shift > 49) return null;
      const byte = bytes[at++]!;
      parent += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) break;
    }
    if (parent > parentCount) return null;
  }
  if (at !== end) return null;
  return new StoredFacts(bytes, starts, parentIds, parentTokens);
}

// Where the last varintAt stopped.
let varintEnd = 0;

// The varint at `at` as ByteReader.varint reads it (varintEnd: where it ends), or -1 when it runs past `end` or over 8 bytes.
function varintAt(bytes: Uint8Array, at: number, end: number): number {
  let value = 0;
  for (let shift = 0; ; shift += 7) {
    if (at >= end || shift > 49) return -1;
    const byte = bytes[at++]!;
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) {
      varintEnd = at;
      return value;
    }
  }
}

// Facts readFacts checked: every chunk's numbers are whole varints inside the bytes. The bytes and
// where chunks start are private fields, so two equal facts compare equal (toEqual) wherever they are.
class StoredFacts implements DecodedFacts {
  readonly #bytes: Uint8Array;
  readonly #starts: Uint32Array;
  #numbers: Float64Array | undefined;
  #parents: Int32Array | undefined;
  constructor(
    bytes: Uint8Array,
    starts: Uint32Array,
    readonly parentIds: string[],
    readonly parentTokens: number[],
  ) {
    this.#bytes = bytes;
    this.#starts = starts;
  }

  field(c: number, f: number): number {
    const value = this.number(c, f);
    // offsets are written + 1, 0 when absent
    if (f === 2 || f === 3) return value === 0 ? NaN : value - 1;
    return value;
  }

  parent(c: number): number {
    return this.number(c, 5) - 1;
  }

  get numbers(): Float64Array {
    if (!this.#numbers) {
      const count = this.#starts.length;
      this.#numbers = new Float64Array(5 * count);
      for (let c = 0; c < count; c++) for (let f = 0; f < 5; f++) this.#numbers[5 * c + f] = this.field(c, f);
    }
    return this.#numbers;
  }

  get parents(): Int32Array {
    this.#parents ??= Int32Array.from(this.#starts, (_, c) => this.parent(c));
    return this.#parents;
  }

  // the n-th varint of chunk c, as written (offsets + 1, parent + 1)
  private number(c: number, n: number): number {
    const bytes = this.#bytes;
    let at = this.#starts[c]!;
    for (let k = 0; k < n; k++) while (bytes[at++]! >= 0x80);
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  }
}
