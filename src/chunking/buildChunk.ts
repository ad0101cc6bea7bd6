import type { Measured } from "./measure.js";
import type { Piece } from "./piece.js";
import type { Chunk, ChunkingParams } from "./types.js";

/** What a strategy knows about a chunk before it becomes one. */
export interface ChunkDraft {
  path: string;
  title: string;
  headingPath: string[];
  header: Measured;
  pieces: readonly Piece[];
  /** The budget the chunk was cut for, in the configured unit (default `size`); a chunk over it is flagged `oversized`. */
  limit?: number;
}

/** A chunk from its pieces, counts summed from theirs and the header's: exactly what the window budget saw. */
export function buildChunk(draft: ChunkDraft, ordinal: number, params: ChunkingParams): Chunk {
  let text = "";
  let words = 0;
  let tokens = 0;
  const { pieces } = draft;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    text = i === 0 ? piece.text : text + piece.joiner + piece.text;
    words += piece.words;
    tokens += piece.tokens;
  }
  // read once: a section's header joins its text on each read (see SectionHeader)
  const headerText = params.contextHeader ? draft.header.text : "";
  const withHeader = headerText !== "";
  // the text is a slice of the indexed text, so a chunk's characters are kept once
  const embedText = withHeader ? `${headerText}\n\n${text}` : text;
  if (withHeader) text = embedText.slice(headerText.length + 2);
  const first = draft.pieces[0];
  const last = draft.pieces[draft.pieces.length - 1];
  const totalWords = words + (withHeader ? draft.header.words : 0);
  const totalTokens = tokens + (withHeader ? draft.header.tokens : 0);
  const id = chunkId(draft.path, ordinal);
  const startLine = first ? first.startLine : 1;
  const endLine = last ? last.endLine : 1;
  // every field in the literal, in report order: fields added later would give each chunk its own property store
  const chunk: Chunk =
    first?.start !== undefined && last?.end !== undefined
      ? { id, path: draft.path, title: draft.title, headingPath: draft.headingPath, startLine, endLine, text, embedText, words: totalWords, tokens: totalTokens, contentTokens: tokens, startOffset: first.start, endOffset: last.end }
      : { id, path: draft.path, title: draft.title, headingPath: draft.headingPath, startLine, endLine, text, embedText, words: totalWords, tokens: totalTokens, contentTokens: tokens };
  // packWindows exceeds a budget only with a single piece (or a header larger than the budget)
  if ((params.unit === "words" ? totalWords : totalTokens) > (draft.limit ?? params.size)) chunk.oversized = true;
  return chunk;
}

/** `path#NNNN`: stable for the same document and configuration, free of whitespace (TREC run files split on it), sortable. */
export function chunkId(path: string, ordinal: number, prefix = ""): string {
  // the last call's escaped path is kept: a document's chunks are numbered one after another
  if (path !== lastPath) {
    lastPath = path;
    lastEscaped = chunkIdPath(path);
  }
  // joined, not concatenated: one flat string rather than a rope per id
  return [lastEscaped, "#", prefix, String(ordinal).padStart(4, "0")].join("");
}

let lastPath = "";
let lastEscaped = "";

/** The path as chunkId writes it before the `#`: whitespace escaped as `%20`; the path itself when it has none. */
export function chunkIdPath(path: string): string {
  return /\s/.test(path) ? path.replace(/\s/g, "%20") : path;
}

/** The budget left for content once the header (if indexed) is paid for; at least 1. */
export function contentBudget(params: ChunkingParams, header: Measured): number {
  const headerCost = params.contextHeader ? (params.unit === "words" ? header.words : header.tokens) : 0;
  return Math.max(1, params.size - headerCost);
}

/** The count of a piece in the configured unit. */
export type UnitSize = (piece: { words: number; tokens: number }) => number;

/** The {@link UnitSize} of `params.unit`. */
export function unitSize(params: ChunkingParams): UnitSize {
  return params.unit === "words" ? (p) => p.words : (p) => p.tokens;
}
