import { chunkId, contextHeader, type Chunk } from "../../chunking/index.js";

/**
 * One document's chunks as the chunk cache stores them: only what the document's path, title and
 * text do not already say. `s`: the chunks' field orders (kept, so a rebuilt chunk prints the same
 * bytes), fields by number in FIELDS, `*` marking one that is the document's own; `h`: the distinct
 * heading paths; `e`: the distinct context headers; `c`: per chunk, its field order's index and its
 * stored values. Texts are stored as codes where the file's text gives them (textCode, embedCode).
 */
export interface CompactChunks {
  s: string[];
  h: string[][];
  e: string[];
  c: unknown[][];
}

/** What the rebuilt chunks refer to: the document's path, title and text (BOM dropped). */
export interface ChunkContext {
  path: string;
  title: string;
  /** Undefined for a document built in memory: then every text is stored as it is. */
  text: string | undefined;
}

/** Chunk fields by number, in a shape (see {@link CompactChunks}); a field not listed is stored by name. */
const FIELDS = ["id", "path", "title", "headingPath", "startLine", "endLine", "text", "embedText", "words", "tokens", "contentTokens", "startOffset", "endOffset", "oversized", "parent"];
const NUMBERS = new Map(FIELDS.map((field, i) => [field, String(i)]));

/** The chunk field a part of a stored field order names: a known field by its number in FIELDS, any other by its name (a trailing `*` dropped); undefined for a number FIELDS does not have. */
function fieldOfPart(part: string): string | undefined {
  const name = part.endsWith("*") ? part.slice(0, -1) : part;
  return /^\d+$/.test(name) ? FIELDS[Number(name)] : name;
}

/** `chunks` of the document `context` in compact form (see {@link CompactChunks}). */
export function compactChunks(chunks: readonly Chunk[], context: ChunkContext): CompactChunks {
  const shapes = new Table<string>();
  const headings = new Table<string[]>();
  const headers = new Table<string>();
  const rows: unknown[][] = [];
  for (const chunk of chunks) {
    const record = chunk as unknown as Record<string, unknown>;
    const shape: string[] = [];
    const row: unknown[] = [0];
    for (const field of Object.keys(chunk)) {
      const value = record[field];
      if (value === undefined) continue;
      const name = NUMBERS.get(field) ?? field;
      const own = field === "id" ? chunkId(context.path, rows.length) : field === "path" || field === "title" ? context[field] : undefined;
      if (own !== undefined && value === own) {
        shape.push(`${name}*`);
        continue;
      }
      shape.push(name);
      if (field === "headingPath") row.push(headings.index(JSON.stringify(value), chunk.headingPath));
      else if (field === "text") row.push(textCode(chunk, context.text));
      else if (field === "embedText") row.push(embedCode(chunk, context.title, headers));
      else row.push(value);
    }
    const joined = shape.join(",");
    row[0] = shapes.index(joined, joined);
    rows.push(row);
  }
  return { s: shapes.values, h: headings.values, e: headers.values, c: rows };
}

/** Where {@link expandRows} reads a document's chunk rows from, as one stream of values, so rebuilding makes no array per chunk. */
export interface ChunkRows {
  count: number;
  /** The ordinal in its document of the first row's chunk (default 0): a caller may rebuild a run of a document's chunks. */
  first?: number;
  /** The row's next value. */
  next(): unknown;
}

interface Shape {
  fields: string[];
  /** Whether each field is the document's own (not in the row). */
  own: boolean[];
  /** Whether the fields start with buildChunk's literal (PLAIN), in its order, and do not repeat them. */
  plain: boolean;
  /** Whether every field is named (a number names a known field). */
  valid: boolean;
  /** The position of each field's value in a row's values (the last, when a field repeats). */
  at: Map<string, number>;
}

/** The fields of the object literal buildChunk makes a chunk with, in its order. */
const PLAIN = ["id", "path", "title", "headingPath", "startLine", "endLine", "text", "embedText", "words", "tokens"];

/**
 * The chunks of `stored`, rows read from `rows`, rebuilt for the document `context`; null when they
 * do not fit it (a wrong type, an index or offset out of range). May throw on malformed input: the callers catch.
 */
export function expandRows(stored: Omit<CompactChunks, "c">, context: ChunkContext, rows: ChunkRows): Chunk[] | null {
  if (!Array.isArray(stored?.s) || !Array.isArray(stored.h) || !Array.isArray(stored.e)) return null;
  const shapes: Shape[] = stored.s.map((joined) => {
    const parts = String(joined).split(",");
    const own = parts.map((part) => part.endsWith("*"));
    const fields = parts.map((part) => fieldOfPart(part)!);
    const plain = PLAIN.every((field, f) => fields[f] === field) && fields.slice(PLAIN.length).every((field) => !PLAIN.includes(field));
    const at = new Map<string, number>();
    fields.forEach((field, f) => at.set(field, f));
    return { fields, own, plain, valid: !fields.some((f) => f === undefined), at };
  });
  const chunks: Chunk[] = new Array(rows.count);
  const first = rows.first ?? 0;
  const values: unknown[] = [];
  // the context header of each heading path (by its index in `h`) under the document's title: one
  // string per section, shared by its chunks, instead of one built per chunk
  const titleHeaders = new Map<number, string>();
  const headerOf = (chunk: Record<string, unknown>, index: unknown): string | null => {
    if (typeof chunk.title !== "string" || !Array.isArray(chunk.headingPath)) return null;
    if (chunk.title !== context.title || typeof index !== "number") return contextHeader(chunk.title, chunk.headingPath as string[]);
    let header = titleHeaders.get(index);
    if (header === undefined) titleHeaders.set(index, (header = contextHeader(chunk.title, chunk.headingPath as string[])));
    return header;
  };
  let at = new Map<string, number>();
  const value = (field: string): unknown => {
    const f = at.get(field);
    return f === undefined ? undefined : values[f];
  };
  for (let i = 0; i < rows.count; i++) {
    const shape = shapes[rows.next() as number];
    if (shape === undefined || !shape.valid) return null;
    const { fields, own } = shape;
    at = shape.at;
    for (let f = 0; f < fields.length; f++) {
      const field = fields[f]!;
      values[f] = own[f] ? (field === "id" ? chunkId(context.path, first + i) : field === "path" || field === "title" ? context[field] : undefined) : rows.next();
    }
    const code = value("text");
    const text = typeof code === "number" ? fileSlice(code, value("startOffset"), value("endOffset"), context.text) : code;
    if (typeof text !== "string") return null;
    const headingPath = stored.h[value("headingPath") as number];
    let chunk: Record<string, unknown>;
    if (shape.plain) {
      // buildChunk's own literal, so the rebuilt chunks share the hidden class of made ones (the index and the scorer stay monomorphic)
      chunk = { id: values[0], path: values[1], title: values[2], headingPath, startLine: values[4], endLine: values[5], text, embedText: null, words: values[8], tokens: values[9] };
      chunk.embedText = embedText(values[7], text, chunk, stored.e, () => headerOf(chunk, values[3]));
      for (let f = PLAIN.length; f < fields.length; f++) chunk[fields[f]!] = value(fields[f]!);
    } else {
      chunk = {};
      for (const field of fields) {
        if (field === "headingPath") chunk[field] = headingPath;
        else if (field === "text") chunk[field] = text;
        else if (field === "embedText") chunk[field] = embedText(value(field), text, chunk, stored.e, () => headerOf(chunk, value("headingPath")));
        else chunk[field] = value(field);
      }
    }
    if (typeof chunk.id !== "string" || typeof chunk.path !== "string" || typeof chunk.title !== "string" || !Array.isArray(chunk.headingPath) || typeof chunk.embedText !== "string") return null;
    if (typeof chunk.startLine !== "number" || typeof chunk.endLine !== "number" || typeof chunk.words !== "number" || typeof chunk.tokens !== "number") return null;
    chunks[i] = chunk as unknown as Chunk;
  }
  return chunks;
}

/**
 * How a chunk's text is stored: `0` when it is the file's text between its offsets, `1` when it is
 * that with each line ending (CRLF, CR) as "\n" (chunks join lines with "\n"), else the text itself.
 */
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
    if (chunk.title === title && header === contextHeader(title, chunk.headingPath)) return -1;
    return headers.index(header, header) + 1;
  }
  return embedText;
}

function embedText(code: unknown, text: string, chunk: Record<string, unknown>, headers: readonly string[], titleHeader: () => string | null): string | null {
  if (code === 0) return text;
  if (typeof code === "string") return code;
  // as buildChunk builds it: the header (contextHeader of the chunk's title and heading path), a blank line, the text
  if (code === -1) {
    const header = titleHeader();
    return header === null ? null : `${header}\n\n${text}`;
  }
  const header = typeof code === "number" ? headers[code - 1] : undefined;
  return typeof header === "string" ? `${header}\n\n${text}` : null;
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
