import { ByteReader, ByteWriter, readStrings, wellFormed, writeStrings } from "../../store/index.js";
import { keyFinder } from "./keyFinder.js";
import { encodeChunkFacts, openChunkFacts, type ChunkFacts, type DecodedFacts } from "./summaryFacts.js";

export type { ChunkFacts, DecodedFacts } from "./summaryFacts.js";

/** One document of a summary snapshot: its key, figures, each chunk's quality bits (QualityTally.add) and facts. Its chunks' ids and paths are the document's own. */
export interface SnapshotDocument {
  key: string;
  /** In FIGURES' order. */
  figures: ArrayLike<number>;
  bits: Uint8Array;
  /** The chunks' facts, or the bytes a snapshot holds them as (see SummarySnapshot.region), copied as they are. */
  chunks: readonly ChunkFacts[] | Uint8Array;
}

/** A document's figures, in this order: its chunks' count, its tokens, words and sections, its chunks' stored tokens, distinct parents and their tokens. */
export const FIGURES = ["count", "tokens", "words", "sections", "storedTokens", "parentCount", "parentTokens"] as const;
const WIDTH = FIGURES.length;

/**
 * A source's chunk summaries and each chunk's facts in one store entry, so a warm pull request reads
 * one entry instead of every document's. Keys and figures are decoded on opening, facts when asked.
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
  /**
   * Document d's chunk facts, opened on first call (their header only: each chunk's are read in place
   * when asked, see DecodedFacts); null when they do not read (then the chunks are read instead).
   */
  chunks(d: number): DecodedFacts | null;
}

const MAGIC = "chunkgate summaries";

/**
 * The bytes of a snapshot of `docs` under the chunk buckets' `epoch`: a magic, the epoch, the bucket
 * names, the count, the keys (writeStrings), each document's figures and facts' length, all bits,
 * then all facts (encodeChunkFacts). A document whose key would not read back is left out.
 */
export function encodeSummarySnapshot(docs: readonly SnapshotDocument[], options: { epoch: string; buckets: readonly string[] }): Uint8Array {
  const kept = docs.filter((doc) => wellFormed(doc.key) && doc.figures.length === WIDTH && doc.bits.length === doc.figures[0] && (doc.chunks instanceof Uint8Array || doc.chunks.length === doc.figures[0]));
  const out = new ByteWriter();
  out.text(MAGIC);
  out.text(options.epoch);
  out.text(options.buckets.join(","));
  out.varint(kept.length);
  writeStrings(out, kept.map((doc) => doc.key));
  const regions = kept.map((doc) => (doc.chunks instanceof Uint8Array ? doc.chunks : encodeChunkFacts(doc.chunks)));
  const figures = new ByteWriter();
  kept.forEach((doc, i) => {
    for (let f = 0; f < WIDTH; f++) figures.varint(doc.figures[f]!);
    figures.varint(regions[i]!.length);
  });
  out.section(figures.bytes());
  out.section(Buffer.concat(kept.map((doc) => doc.bits)));
  out.section(Buffer.concat(regions));
  return out.bytes();
}

/**
 * Whether `chunks` can be held as ChunkFacts (lines, offsets, tokens whole and ≥ 0; parents an id and
 * whole tokens); a document whose chunks cannot is left out of the snapshot, which so never gives other values.
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

/** The snapshot {@link encodeSummarySnapshot} wrote, or null when the bytes are not of its layout. Never throws. */
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
    const indexOf = keyFinder(keys);
    if (indexOf === null) return null;
    const opened = new Map<number, DecodedFacts | null>();
    return {
      size,
      epoch,
      buckets: bucketText === "" ? [] : bucketText.split(","),
      indexOf,
      figures,
      bits: (d) => bitBytes.subarray(bitsAt[d]!, bitsAt[d + 1]!),
      region: (d) => factBlock.subarray(factsAt[d]!, factsAt[d + 1]!),
      chunks(d) {
        let found = opened.get(d);
        if (found === undefined) {
          found = openChunkFacts(factBlock.subarray(factsAt[d]!, factsAt[d + 1]!), figures[WIDTH * d]!);
          opened.set(d, found);
        }
        return found;
      },
    };
  } catch {
    return null;
  }
}
