import { chunkId, contextHeader, type Chunk } from "../../chunking/index.js";
import { ByteReader, ByteWriter } from "../../store/index.js";

/** What one chunk cache entry holds: a document's chunks, and its content lines' tokens and words in the chunking's tokenizer and its sections. */
export interface ChunkEntry {
  chunks: Chunk[];
  tokens: number;
  words: number;
  sections: number;
}

/** What the stored chunks refer to: the document's path, title and text (BOM dropped). */
export interface ChunkContext {
  path: string;
  title: string;
  /** Undefined for a document built in memory: then every text is stored as it is. */
  text: string | undefined;
}

/** A stored entry's figures and chunk count, each chunk rebuilt (with its block of BLOCK) when first asked for. */
export interface OpenedEntry extends Omit<ChunkEntry, "chunks"> {
  count: number;
  /** Chunk i, equal field for field and in order to the chunk stored; null when i is out of range or its block does not fit the document. */
  chunk(i: number): Chunk | null;
}

/** The JSON header of an entry: the distinct heading paths and context headers, the row count, the row values that are not small integers, the figures. */
type Header = { h: string[][]; e: string[]; r: number; x: unknown[]; t: number; w: number; n: number };

/** The fields every strategy's chunks have, in order; then those of OPTIONAL present, each a bit of a row's flags. */
const REQUIRED = ["id", "path", "title", "headingPath", "startLine", "endLine", "text", "embedText", "words", "tokens"];
const OPTIONAL = ["contentTokens", "startOffset", "endOffset", "oversized", "parent"] as const;
/** The flag of `oversized`, which is always true and so stores no value. */
const OVERSIZED = 1 << 3;
/** The flags of a row holding a chunk not in that layout (its id, path or title not the document's own, another field order): one value, the chunk. */
const WHOLE = 1 << OPTIONAL.length;
/** The values a row stores, by its flags: heading path, lines, text and embed codes, words, tokens, then the optional fields' but `oversized`. */
const VALUES = Array.from({ length: WHOLE + 1 }, (_, flags) => (flags === WHOLE ? 1 : 7 + [1, 2, 4, 16].filter((bit) => flags & bit).length));

/**
 * One document's chunk cache entry as bytes: the JSON header, then per chunk its flags and values as
 * varints (smallCode; 1 takes the header's next value), so that a run rebuilds only the blocks of chunks it looks at.
 */
export function encodeChunkEntry(entry: ChunkEntry, context: ChunkContext): Uint8Array {
  const headings = new Table<string[]>();
  const headers = new Table<string>();
  const side: unknown[] = [];
  const stream = new ByteWriter();
  const put = (value: unknown): void => {
    const code = typeof value === "number" ? smallCode(value) : -1;
    if (code < 0) side.push(value);
    stream.varint(code < 0 ? 1 : code);
  };
  entry.chunks.forEach((chunk, i) => {
    const flags = flagsOf(chunk, context, i);
    stream.varint(flags);
    if (flags === WHOLE) return put(chunk);
    const heading = headings.index(JSON.stringify(chunk.headingPath), chunk.headingPath);
    for (const value of [heading, chunk.startLine, chunk.endLine, textCode(chunk, context.text), embedCode(chunk, context.title, headers), chunk.words, chunk.tokens]) put(value);
    for (let b = 0; b < OPTIONAL.length; b++) if (flags & (1 << b) && b !== 3) put(chunk[OPTIONAL[b]!]);
  });
  const header: Header = { h: headings.values, e: headers.values, r: entry.chunks.length, x: side, t: entry.tokens, w: entry.words, n: entry.sections };
  const out = new ByteWriter();
  out.text(JSON.stringify(header));
  out.section(stream.bytes());
  return out.bytes();
}

/** A chunk's row flags: its OPTIONAL fields present, or WHOLE when it is not in the layout a strategy's chunks have. */
function flagsOf(chunk: Chunk, context: ChunkContext, ordinal: number): number {
  const keys = Object.keys(chunk);
  let flags = 0;
  let k = REQUIRED.length;
  for (let b = 0; b < OPTIONAL.length; b++) {
    if (keys[k] !== OPTIONAL[b]) continue;
    flags |= 1 << b;
    k++;
  }
  const layout = k === keys.length && REQUIRED.every((field, f) => keys[f] === field) && keys.every((key) => chunk[key as keyof Chunk] !== undefined);
  const own = chunk.id === chunkId(context.path, ordinal) && chunk.path === context.path && chunk.title === context.title;
  const typed = Array.isArray(chunk.headingPath) && typeof chunk.text === "string" && typeof chunk.embedText === "string" && (!(flags & OVERSIZED) || chunk.oversized === true);
  return layout && own && typed ? flags : WHOLE;
}

/** Chunks rebuilt at a time by {@link openChunkEntry}: a pull request looks at few of a large document's chunks. */
const BLOCK = 16;

/** The entry encodeChunkEntry wrote, opened for the document `context`; null (a miss) for other bytes. Never throws. */
export function openChunkEntry(bytes: Uint8Array, context: ChunkContext): OpenedEntry | null {
  let header: Header;
  let marks: Int32Array | null;
  let stream: Uint8Array;
  try {
    const reader = new ByteReader(bytes);
    header = JSON.parse(reader.text()) as Header;
    stream = reader.section();
    const { r: count, x: side } = header;
    // a row takes a byte at least: no allocation is sized by a larger count
    if (!reader.done() || ![count, header.t, header.w, header.n].every(whole) || count > stream.length || ![side, header.h, header.e].every(Array.isArray)) return null;
    marks = blockMarks(stream, count, side.length);
  } catch {
    return null;
  }
  if (marks === null) return null;
  const blocks: Array<Chunk[] | null> = [];
  // the context header of each heading path (by its index in `h`) under the document's title, shared by its chunks
  const titleHeaders = new Map<number, string>();
  const titleHeader = (index: number): string => {
    let found = titleHeaders.get(index);
    if (found === undefined) titleHeaders.set(index, (found = contextHeader(context.title, header.h[index]!)));
    return found;
  };
  return {
    count: header.r,
    tokens: header.t,
    words: header.w,
    sections: header.n,
    chunk(i) {
      if (!(i >= 0 && i < header.r)) return null;
      const b = Math.floor(i / BLOCK);
      const block = (blocks[b] ??= rebuildBlock(header, context, stream, b, marks, titleHeader));
      return block === null ? null : block[i - b * BLOCK]!;
    },
  };
}

/** The chunks of the entry {@link encodeChunkEntry} wrote, rebuilt for the document `context`, and its figures; null when they do not read or fit it (a miss). Never throws. */
export function decodeChunkEntry(bytes: Uint8Array, context: ChunkContext): ChunkEntry | null {
  const opened = openChunkEntry(bytes, context);
  if (opened === null) return null;
  const chunks: Chunk[] = [];
  for (let i = 0; i < opened.count; i++) {
    const chunk = opened.chunk(i);
    if (chunk === null) return null;
    chunks.push(chunk);
  }
  return { chunks, tokens: opened.tokens, words: opened.words, sections: opened.sections };
}

const whole = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;

// Each block's first byte in the stream and first side value; null (or a throw) unless every row reads, to the end.
function blockMarks(stream: Uint8Array, count: number, sides: number): Int32Array | null {
  const marks = new Int32Array(2 * Math.ceil(count / BLOCK));
  const rows = new ByteReader(stream);
  let taken = 0;
  for (let i = 0; i < count; i++) {
    if (i % BLOCK === 0) {
      marks[(2 * i) / BLOCK] = rows.position;
      marks[(2 * i) / BLOCK + 1] = taken;
    }
    const values = VALUES[rows.varint()];
    if (values === undefined) return null;
    for (let v = 0; v < values; v++) {
      const value = rows.varint();
      if (value !== 1 && value % 2 !== 0) return null;
      if (value === 1) taken++;
    }
  }
  return rows.done() && taken === sides ? marks : null;
}

// Block b's chunks, or null when they do not fit the document (a heading path or header missing, offsets past its text).
function rebuildBlock(header: Header, context: ChunkContext, stream: Uint8Array, b: number, marks: Int32Array, titleHeader: (index: number) => string): Chunk[] | null {
  const rows = new ByteReader(stream, marks[2 * b]!);
  let taken = marks[2 * b + 1]!;
  const next = (): unknown => {
    const value = rows.varint();
    return value === 1 ? header.x[taken++] : value % 4 === 0 ? value / 4 : -(value + 2) / 4;
  };
  const count = Math.min(BLOCK, header.r - b * BLOCK);
  const chunks: Chunk[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const flags = rows.varint();
    if (flags === WHOLE) {
      chunks[i] = next() as Chunk;
      continue;
    }
    const heading = next() as number;
    const startLine = next();
    const endLine = next();
    const code = next();
    const embed = next();
    const words = next();
    const tokens = next();
    const contentTokens = flags & 1 ? next() : undefined;
    const startOffset = flags & 2 ? next() : undefined;
    const endOffset = flags & 4 ? next() : undefined;
    const parent = flags & 16 ? next() : undefined;
    const headingPath = header.h[heading];
    const text = typeof code === "number" ? fileSlice(code, startOffset, endOffset, context.text) : code;
    if (!Array.isArray(headingPath) || typeof text !== "string") return null;
    const prefix = embed === -1 ? titleHeader(heading) : typeof embed === "number" && embed > 0 ? header.e[embed - 1] : undefined;
    const embedText = embed === 0 ? text : typeof embed === "string" ? embed : typeof prefix === "string" ? `${prefix}\n\n${text}` : null;
    if (embedText === null) return null;
    // buildChunk's literal, optional fields last: rebuilt chunks share made ones' hidden class (a monomorphic scorer)
    const chunk: Record<string, unknown> = { id: chunkId(context.path, b * BLOCK + i), path: context.path, title: context.title, headingPath, startLine, endLine, text, embedText, words, tokens };
    if (flags & 1) chunk.contentTokens = contentTokens;
    if (flags & 2) chunk.startOffset = startOffset;
    if (flags & 4) chunk.endOffset = endOffset;
    if (flags & OVERSIZED) chunk.oversized = true;
    if (flags & 16) chunk.parent = parent;
    chunks[i] = chunk as unknown as Chunk;
  }
  return chunks;
}

/** A chunk's text as stored: `0`, the file's text between its offsets; `1`, that with CRLF, CR as "\n"; else itself. */
function textCode(chunk: Chunk, text: string | undefined): 0 | 1 | string {
  if (text === undefined || chunk.startOffset === undefined || chunk.endOffset === undefined) return chunk.text;
  const slice = text.slice(chunk.startOffset, chunk.endOffset);
  if (slice === chunk.text) return 0;
  return slice.length > chunk.text.length && slice.replace(LINE_ENDINGS, "\n") === chunk.text ? 1 : chunk.text;
}

const LINE_ENDINGS = /\r\n?/g;

function fileSlice(code: number, start: unknown, end: unknown, text: string | undefined): string | null {
  if (text === undefined || typeof start !== "number" || typeof end !== "number" || start < 0 || end < start || end > text.length) return null;
  if (code === 0) return text.slice(start, end);
  return code === 1 ? text.slice(start, end).replace(LINE_ENDINGS, "\n") : null;
}

/** `0` (the text itself), `-1` (its context header, see contextHeader), 1 + a header's index (that header, a blank line, the text), or the indexed text as it is. */
function embedCode(chunk: Chunk, title: string, headers: Table<string>): number | string {
  const { embedText, text } = chunk;
  if (embedText === text) return 0;
  const headerLength = embedText.length - text.length - 2;
  if (headerLength >= 0 && embedText.endsWith(text) && embedText.startsWith("\n\n", headerLength)) {
    const header = embedText.slice(0, headerLength);
    return header === contextHeader(title, chunk.headingPath) ? -1 : headers.index(header, header) + 1;
  }
  return embedText;
}

const LIMIT = 2 ** 28;

/** An integer of magnitude under 2^28 as an even code (zigzag, doubled); -1 for any other number. */
function smallCode(value: number): number {
  if (!Number.isInteger(value) || Object.is(value, -0) || value >= LIMIT || value <= -LIMIT) return -1;
  return value >= 0 ? 4 * value : -4 * value - 2;
}

/** Distinct values in first-seen order, by a string identity. */
class Table<T> {
  readonly values: T[] = [];
  private readonly indexes = new Map<string, number>();
  index(identity: string, value: T): number {
    let found = this.indexes.get(identity);
    if (found === undefined) {
      found = this.values.length;
      this.indexes.set(identity, found);
      this.values.push(value);
    }
    return found;
  }
}
