import { ByteWriter, wellFormed, type ByteReader } from "../../store/index.js";
import { countIn, decodeKeyedSnapshot, encodeKeyedSnapshot, readPart } from "./keyedSnapshot.js";

/** What a pull request reads of one chunk without rebuilding it: where it is (see ChunkSpan), its tokens, and its parent's id and tokens (parent-child). */
export interface ChunkFacts {
  startLine: number;
  endLine: number;
  startOffset?: number;
  endOffset?: number;
  tokens: number;
  parent?: { id: string; tokens: number };
}

/** One document of a summary snapshot: its key and parts (summaryParts'); its chunks' ids and paths are its own. */
export interface SnapshotDocument {
  key: string;
  parts: readonly Uint8Array[];
}

/** A document's figures, in this order: its chunks' count, its tokens, words and sections, its chunks' stored tokens, distinct parents and their tokens. */
export const FIGURES = ["count", "tokens", "words", "sections", "storedTokens", "parentCount", "parentTokens"] as const;
const WIDTH = FIGURES.length;

/** A source's chunk summaries and facts in one store entry (a KeyedSnapshot), each document decoded when looked up. */
export interface SummarySnapshot {
  readonly size: number;
  /** The epoch of the chunk buckets it was written under and the buckets its documents' entries are in (see openChunkCache). */
  readonly epoch: string;
  readonly buckets: readonly string[];
  /** The document of `key`: its number, figures (FIGURES' order) and chunks' quality bits (QualityTally.addBits); undefined when absent or unreadable. */
  find(key: string): { d: number; figures: number[]; bits: Uint8Array } | undefined;
  /** Document d's parts, to copy into a new snapshot. */
  parts(d: number): Uint8Array[];
  /** Document d's facts of its `count` chunks (by ordinal), decoded on first call; null when they do not read (then the chunks are read instead). */
  chunks(d: number, count: number): ((c: number) => ChunkFacts) | null;
}

const MAGIC = "chunkgate summaries";
const PART_COUNT = 3;

/**
 * A document's parts: its figures (varints), its chunks' quality bits, then its facts (which must fit, factsFit): the
 * parents (id, tokens) and per chunk its lines, offsets + 1 (0: absent), tokens and parent + 1 (0: none).
 */
export function summaryParts(figures: ArrayLike<number>, bits: Uint8Array, chunks: readonly ChunkFacts[]): Uint8Array[] {
  const head = new ByteWriter();
  for (let f = 0; f < WIDTH; f++) head.varint(figures[f]!);
  // each parent id's first chunk's parent stands for it, numbered from 1 in order of first use
  const parents = new Map<string, { n: number; tokens: number }>();
  for (const { parent } of chunks) if (parent && !parents.has(parent.id)) parents.set(parent.id, { n: parents.size + 1, tokens: parent.tokens });
  const facts = new ByteWriter();
  facts.varint(parents.size);
  for (const [id, { tokens }] of parents) {
    facts.text(id);
    facts.varint(tokens);
  }
  for (const chunk of chunks) {
    for (const value of [chunk.startLine, chunk.endLine, (chunk.startOffset ?? -1) + 1, (chunk.endOffset ?? -1) + 1, chunk.tokens]) facts.varint(value);
    facts.varint(chunk.parent ? parents.get(chunk.parent.id)!.n : 0);
  }
  return [head.bytes(), bits, facts.bytes()];
}

/** The bytes of a snapshot of `docs` under the chunk buckets' `epoch`, naming the `buckets` their entries are in. */
export function encodeSummarySnapshot(docs: readonly SnapshotDocument[], options: { epoch: string; buckets: readonly string[] }): Uint8Array {
  return encodeKeyedSnapshot(MAGIC, [options.epoch, ...options.buckets], docs, PART_COUNT);
}

/** Whether `chunks` fit ChunkFacts; a document whose chunks do not is left out, so no other value is served. */
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
  const found = decodeKeyedSnapshot(bytes, MAGIC, PART_COUNT);
  if (found === null || found.header.length === 0) return null;
  const opened = new Map<number, ((c: number) => ChunkFacts) | null>();
  return {
    size: found.size,
    epoch: found.header[0]!,
    buckets: found.header.slice(1),
    find(key) {
      const d = found.indexOf(key);
      if (d < 0) return undefined;
      const figures = readPart(found.part(d, 0), readFigures);
      const bits = found.part(d, 1);
      return figures && bits.length === figures[0] ? { d, figures, bits } : undefined;
    },
    parts: (d) => [0, 1, 2].map((p) => found.part(d, p)),
    chunks(d, count) {
      if (!opened.has(d)) opened.set(d, decodeFacts(found.part(d, 2), count) ?? null);
      return opened.get(d)!;
    },
  };
}

function readFigures(reader: ByteReader): number[] {
  const figures = new Array<number>(WIDTH);
  for (let f = 0; f < WIDTH; f++) figures[f] = reader.varint();
  return figures;
}

// A reader of the facts of `count` chunks, or undefined; decoded into one array, not an object per chunk.
function decodeFacts(bytes: Uint8Array, count: number): ((c: number) => ChunkFacts) | undefined {
  if (6 * count > bytes.length) return undefined;
  const read = readPart(bytes, (reader) => {
    const parents = Array.from({ length: countIn(reader, bytes) }, () => ({ id: reader.text(), tokens: reader.varint() }));
    const numbers = new Float64Array(6 * count);
    for (let i = 0; i < numbers.length; i++) numbers[i] = reader.varint();
    for (let i = 5; i < numbers.length; i += 6) if (numbers[i]! > parents.length) throw new RangeError("no such parent");
    return { parents, numbers };
  });
  if (read === undefined) return undefined;
  const { parents, numbers } = read;
  return (c) => {
    const at = 6 * c;
    const facts: ChunkFacts = { startLine: numbers[at]!, endLine: numbers[at + 1]!, tokens: numbers[at + 4]! };
    if (numbers[at + 2]! > 0) facts.startOffset = numbers[at + 2]! - 1;
    if (numbers[at + 3]! > 0) facts.endOffset = numbers[at + 3]! - 1;
    if (numbers[at + 5]! > 0) facts.parent = parents[numbers[at + 5]! - 1];
    return facts;
  };
}
