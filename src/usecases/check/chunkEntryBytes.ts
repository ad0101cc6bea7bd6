import { chunkId, QualityTally, type Chunk } from "../../chunking/index.js";
import { VarintReader, VarintWriter } from "../../retrieval/index.js";
import { ByteReader, ByteWriter } from "./byteCodec.js";
import { factsFit, type ChunkFacts } from "./summarySnapshot.js";
import { compactChunks, expandRows, fieldOfPart, type ChunkContext, type CompactChunks } from "./compactChunks.js";

/** What one chunk cache entry holds: a document's chunks and its figures. */
export interface ChunkEntry {
  chunks: Chunk[];
  tokens: number;
  words: number;
  sections: number;
}

/** What a warm run needs of a stored document without rebuilding its chunks: its figures and quality bits. */
export interface ChunkSummary {
  /** Chunks in the entry. */
  count: number;
  tokens: number;
  words: number;
  sections: number;
  /** Sum of the chunks' tokens (SourceCost.storedTokens). */
  storedTokens: number;
  /** Distinct parents of the chunks and their tokens (parentsOf). */
  parentCount: number;
  parentTokens: number;
  /** Whether every chunk's id is chunkId(path, ordinal), so ids are known without rebuilding the chunks. */
  ownIds: boolean;
  /** Whether every chunk's path is the document's, so where its chunks are is known without rebuilding them. */
  ownPaths: boolean;
  /** Each chunk's quality warning bits (QualityTally.add) under the entry's orphan floor. */
  bits: Uint8Array;
}

/**
 * One document's chunk cache entry as bytes: the ChunkSummary figures (varints), one quality byte
 * per chunk under `orphanTokens`, a small JSON header (CompactChunks' field orders, heading paths,
 * headers, and the row values that are not small integers), every row value as a varint (smallCode;
 * 1 takes the header's next value). Binary so that a warm run reads the summary alone and rebuilds
 * only the chunks it looks at.
 */
export function encodeChunkEntry(entry: ChunkEntry, context: ChunkContext, options: { orphanTokens?: number } = {}): Uint8Array {
  const compact = compactChunks(entry.chunks, context);
  const side: unknown[] = [];
  const stream = new VarintWriter();
  for (const row of compact.c) {
    for (const value of row) {
      const code = typeof value === "number" ? smallCode(value) : -1;
      if (code < 0) {
        side.push(value);
        stream.write(1);
      } else stream.write(code);
    }
  }
  const out = new ByteWriter();
  out.section(summaryBytes(entry, context));
  const tally = new QualityTally(options);
  out.section(Uint8Array.from(entry.chunks, (chunk) => tally.add(chunk)));
  const header = { s: compact.s, h: compact.h, e: compact.e, r: compact.c.length, x: side };
  out.section(Buffer.from(JSON.stringify(header), "utf8"));
  out.section(stream.bytes());
  return out.bytes();
}

// a figure that is not a whole number ≥ 0 is written as 2^53 - 1, which never reads back as valid
function summaryBytes(entry: ChunkEntry, context: ChunkContext): Uint8Array {
  const { chunks } = entry;
  let storedTokens = 0;
  let parentTokens = 0;
  const parents = new Set<string>();
  let ownIds = 1;
  let ownPaths = 4;
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    storedTokens += chunk.tokens;
    if (chunk.parent && !parents.has(chunk.parent.id)) {
      parents.add(chunk.parent.id);
      parentTokens += chunk.parent.tokens;
    }
    if (ownIds === 1 && chunk.id !== chunkId(context.path, i)) ownIds = 0;
    if (chunk.path !== context.path) ownPaths = 0;
  }
  const figures = [entry.chunks.length, entry.tokens, entry.words, entry.sections, storedTokens, parents.size, parentTokens, ownIds + ownPaths];
  const out = new ByteWriter();
  for (const figure of figures) out.varint(Number.isSafeInteger(figure) && figure >= 0 ? figure : Number.MAX_SAFE_INTEGER);
  return out.bytes();
}

/** The summary of an entry {@link encodeChunkEntry} wrote, without rebuilding a chunk; null when the bytes are not of that layout (a miss). Never throws. */
export function readChunkSummary(bytes: Uint8Array): ChunkSummary | null {
  try {
    const reader = new ByteReader(bytes);
    const figures = readSummaryFigures(reader.section());
    if (figures === null) return null;
    const [count, tokens, words, sections, storedTokens, parentCount, parentTokens, flags] = figures as [number, number, number, number, number, number, number, number];
    const bits = reader.section();
    if (bits.length !== count) return null;
    reader.section();
    reader.section();
    return { count, tokens, words, sections, storedTokens, parentCount, parentTokens, ownIds: (flags & 1) === 1, ownPaths: (flags & 4) === 4, bits };
  } catch {
    return null;
  }
}

function readSummaryFigures(bytes: Uint8Array): number[] | null {
  const reader = new ByteReader(bytes);
  const figures: number[] = [];
  while (!reader.done()) figures.push(reader.varint());
  return figures.length === 8 && figures.every((f) => f < Number.MAX_SAFE_INTEGER) && figures[7]! < 8 ? figures : null;
}

/**
 * The entry {@link encodeChunkEntry} wrote, its chunks rebuilt for the document `context`; null
 * when the bytes are not of that layout or do not fit the document (a miss). Never throws.
 */
export function decodeChunkEntry(bytes: Uint8Array, context: ChunkContext): ChunkEntry | null {
  try {
    const summary = readChunkSummary(bytes);
    if (summary === null) return null;
    const reader = new ByteReader(bytes);
    reader.section();
    reader.section();
    const header = JSON.parse(reader.text()) as { r?: unknown; x?: unknown } & Omit<CompactChunks, "c">;
    if (header.r !== summary.count || !Array.isArray(header.x)) return null;
    const stream = new VarintReader(reader.section());
    const side = header.x;
    let taken = 0;
    const next = (): unknown => {
      // codes are under 2^30; -1 is past the end or too long, another negative a damaged fifth byte
      const value = stream.read();
      if (value < 0) throw new RangeError("not a value code");
      return value === 1 ? side[taken++] : fromCode(value);
    };
    const chunks = expandRows(header, context, { count: summary.count, next });
    if (chunks === null || !stream.done() || taken !== side.length) return null;
    return { chunks, tokens: summary.tokens, words: summary.words, sections: summary.sections };
  } catch {
    return null;
  }
}

/** Chunks rebuilt at a time by {@link openChunkEntry}. */
const BLOCK = 16;

/** What relevance reads of a chunk (see supports in src/evaluation): its path, lines and offsets; its text only where offsets do not decide. */
export interface ChunkSpan {
  path: string;
  startLine: number;
  endLine: number;
  startOffset?: number;
  endOffset?: number;
  readonly text: string;
}

/**
 * A stored entry's chunks, each rebuilt (with its block of BLOCK) when asked for, as a pull request
 * looks at few of a large document's chunks. `chunk(i)` equals decodeChunkEntry's chunk i, field for
 * field and in order (null when its block does not fit the document); `span(i)` its path, lines and
 * offsets without rebuilding it, or null when they are not plain numbers. Null when the bytes do not
 * read (a miss). Never throws.
 */
export function openChunkEntry(bytes: Uint8Array, context: ChunkContext): { count: number; chunk(i: number): Chunk | null; span(i: number): ChunkSpan | null } | null {
  let header: { r?: unknown; x?: unknown } & Omit<CompactChunks, "c">;
  let stream: Uint8Array;
  let count: number;
  let ownPath: boolean;
  try {
    const summary = readChunkSummary(bytes);
    if (summary === null) return null;
    count = summary.count;
    ownPath = summary.ownPaths;
    const reader = new ByteReader(bytes);
    reader.section();
    reader.section();
    header = JSON.parse(reader.text()) as typeof header;
    stream = reader.section();
    if (header.r !== count || !Array.isArray(header.x) || !Array.isArray(header.s)) return null;
  } catch {
    return null;
  }
  const side = header.x as unknown[];
  // where each block's rows start: their first byte in the stream and their first side value
  const layouts = (header.s as unknown[]).map((joined) => layoutOf(String(joined)));
  const places = new Float64Array(4 * count);
  const marks = blockMarks({ stream, count, layouts, sides: side, places });
  if (marks === null) return null;
  const blocks: Array<Chunk[] | null | undefined> = [];
  let opened: { count: number; chunk(i: number): Chunk | null; span(i: number): ChunkSpan | null };
  const number = (value: number): number | undefined => (Number.isNaN(value) ? undefined : value);
  return (opened = {
    count,
    span(i) {
      if (!(i >= 0 && i < count) || Number.isNaN(places[4 * i]!) || Number.isNaN(places[4 * i + 1]!) || !ownPath) return null;
      return {
        path: context.path,
        startLine: places[4 * i]!,
        endLine: places[4 * i + 1]!,
        startOffset: number(places[4 * i + 2]!),
        endOffset: number(places[4 * i + 3]!),
        get text(): string {
          const chunk = opened.chunk(i);
          if (chunk === null) throw new Error(`internal: the chunk cache entry of ${context.path} does not rebuild its chunk ${i}`);
          return chunk.text;
        },
      };
    },
    chunk(i) {
      if (!(i >= 0 && i < count)) return null;
      const b = Math.floor(i / BLOCK);
      let block = blocks[b];
      if (block === undefined) {
        const rows = new VarintReader(stream, marks[2 * b]!);
        let taken = marks[2 * b + 1]!;
        try {
          block = expandRows(header, context, {
            count: Math.min(BLOCK, count - b * BLOCK),
            first: b * BLOCK,
            next: () => {
              const value = rows.read();
              if (value < 0) throw new RangeError("not a value code");
              return value === 1 ? side[taken++] : fromCode(value);
            },
          });
        } catch {
          block = null;
        }
        blocks[b] = block;
      }
      return block === null ? null : block[i - b * BLOCK]!;
    },
  });
}

/** The fields {@link readChunkFacts} reads of each row, in ChunkFacts' order. */
const FACT_FIELDS = ["startLine", "endLine", "startOffset", "endOffset", "tokens", "parent"];

/**
 * Each chunk's facts read from an entry's rows without the document's text, equal to those of
 * decodeChunkEntry's chunks; null when the bytes do not read or a fact is not a whole number
 * (factsFit), and then the summary snapshot leaves the document out. Never throws.
 */
export function readChunkFacts(bytes: Uint8Array): ChunkFacts[] | null {
  try {
    const summary = readChunkSummary(bytes);
    if (summary === null) return null;
    const reader = new ByteReader(bytes);
    reader.section();
    reader.section();
    const header = JSON.parse(reader.text()) as { r?: unknown; x?: unknown; s?: unknown };
    const stream = reader.section();
    if (header.r !== summary.count || !Array.isArray(header.x) || !Array.isArray(header.s)) return null;
    const side = header.x as unknown[];
    const layouts = (header.s as unknown[]).map((joined) => {
      const names = String(joined)
        .split(",")
        .filter((part) => !part.endsWith("*"))
        .map(fieldOfPart);
      return { stored: names.length, places: FACT_FIELDS.map((field) => names.lastIndexOf(field)) };
    });
    const rows = new VarintReader(stream, 0);
    let taken = 0;
    const chunks: Array<Record<string, unknown>> = [];
    const values: unknown[] = [];
    for (let i = 0; i < summary.count; i++) {
      const code = rows.read();
      const layout = code >= 0 && code % 4 === 0 ? layouts[code / 4] : undefined;
      if (layout === undefined) return null;
      for (let v = 0; v < layout.stored; v++) {
        const value = rows.read();
        if (value < 0 || (value !== 1 && value % 2 !== 0)) return null;
        values[v] = value === 1 ? side[taken++] : fromCode(value);
      }
      const chunk: Record<string, unknown> = {};
      FACT_FIELDS.forEach((field, f) => {
        const at = layout.places[f]!;
        if (at >= 0) chunk[field] = values[at];
      });
      chunks.push(chunk);
    }
    if (rows.at !== stream.length || taken !== side.length) return null;
    const fit = chunks as unknown as Array<{ startLine: unknown; endLine: unknown; tokens: unknown }>;
    if (!factsFit(fit)) return null;
    return chunks.map((chunk) => {
      const parent = chunk.parent as { id: string; tokens: number } | undefined;
      return {
        startLine: chunk.startLine as number,
        endLine: chunk.endLine as number,
        ...(chunk.startOffset === undefined ? {} : { startOffset: chunk.startOffset as number }),
        ...(chunk.endOffset === undefined ? {} : { endOffset: chunk.endOffset as number }),
        tokens: chunk.tokens as number,
        ...(parent === undefined ? {} : { parent: { id: parent.id, tokens: parent.tokens } }),
      };
    });
  } catch {
    return null;
  }
}

/** A field order's number of stored values, and where startLine, endLine, startOffset and endOffset are among them (-1: absent). */
interface RowLayout {
  stored: number;
  places: [number, number, number, number];
}

function layoutOf(joined: string): RowLayout {
  const stored = joined.split(",").filter((part) => !part.endsWith("*"));
  const names = stored.map(fieldOfPart);
  // the last of a repeated field, as expandRows reads it
  const place = (field: string): number => names.lastIndexOf(field);
  return { stored: stored.length, places: [place("startLine"), place("endLine"), place("startOffset"), place("endOffset")] };
}

// Marks where each block starts and notes each chunk's lines and offsets in `places` (NaN: absent
// or not a number); null when the rows do not read to exactly the stream's end and side values.
function blockMarks(input: { stream: Uint8Array; count: number; layouts: readonly RowLayout[]; sides: readonly unknown[]; places: Float64Array }): Int32Array | null {
  const { stream, count, layouts, sides, places } = input;
  const marks = new Int32Array(2 * Math.ceil(count / BLOCK));
  const rows = new VarintReader(stream, 0);
  let taken = 0;
  for (let i = 0; i < count; i++) {
    if (i % BLOCK === 0) {
      marks[(2 * i) / BLOCK] = rows.at;
      marks[(2 * i) / BLOCK + 1] = taken;
    }
    const code = rows.read();
    if (code < 0 || code % 4 !== 0) return null;
    const layout = layouts[code / 4];
    if (layout === undefined) return null;
    places.fill(NaN, 4 * i, 4 * i + 4);
    for (let v = 0; v < layout.stored; v++) {
      const value = rows.read();
      if (value < 0 || (value !== 1 && value % 2 !== 0)) return null;
      const found = value === 1 ? sides[taken++] : fromCode(value);
      const p = layout.places.indexOf(v);
      if (p >= 0) places[4 * i + p] = typeof found === "number" ? found : NaN;
      // an offset stored but not a number: no span, the chunk itself is read
      if (p >= 2 && typeof found !== "number") places[4 * i] = NaN;
    }
  }
  return rows.at === stream.length && taken === sides.length ? marks : null;
}

const LIMIT = 2 ** 28;

/** An integer of magnitude under 2^28 as an even code (zigzag, doubled); -1 for any other number. */
function smallCode(value: number): number {
  if (!Number.isInteger(value) || Object.is(value, -0) || value >= LIMIT || value <= -LIMIT) return -1;
  return value >= 0 ? 4 * value : -4 * value - 2;
}

function fromCode(code: number): number {
  if (code % 2 !== 0) throw new RangeError(`not a value code: ${code}`);
  return code % 4 === 0 ? code / 4 : -(code + 2) / 4;
}
