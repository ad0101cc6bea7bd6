import { lineOffsetsOf } from "../corpus/index.js";

/** The text a document was parsed from (BOM dropped) and its line starts: chunk offsets are UTF-16 offsets into `text`. */
export interface SourceText {
  text: string;
  /** Line `n` (1-based) starts at `starts[n - 1]`; CRLF, CR and LF each end a line, as the parser counts. */
  starts: Uint32Array;
}

/** Indexes the line starts of `text`. */
export function sourceTextOf(text: string): SourceText {
  return { text, starts: lineOffsetsOf(text).starts };
}

/** Where `piece` (indexed from line `line`) lies: the line or its tail, else its first occurrence, else the whole line (markup was cut). */
export function locateInLine(source: SourceText, line: number, piece: string): [number, number] {
  const tail = locateLineOrTail(source, line, piece);
  if (tail >= 0) return [tail, tail + piece.length];
  const start = source.starts[line - 1] ?? source.text.length;
  const end = lineEnd(source, line);
  const at = source.text.slice(start, end).indexOf(piece);
  return at === -1 ? [start, end] : [start + at, start + at + piece.length];
}

/** locateInLine's start when `piece` is the whole of line `line` or its tail, without making a pair; else -1. */
export function locateLineOrTail(source: SourceText, line: number, piece: string): number {
  const start = source.starts[line - 1] ?? source.text.length;
  const end = lineEnd(source, line);
  if (source.text.startsWith(piece, start) && start + piece.length <= end) return start;
  if (end - piece.length >= start && source.text.startsWith(piece, end - piece.length)) return end - piece.length;
  return -1;
}

/** Offset just after the last character of line `line` (before its line ending). */
function lineEnd(source: SourceText, line: number): number {
  const { text, starts } = source;
  let end = line < starts.length ? starts[line]! : text.length;
  if (end > (starts[line - 1] ?? 0) && text.charCodeAt(end - 1) === 10) end--;
  if (end > (starts[line - 1] ?? 0) && text.charCodeAt(end - 1) === 13) end--;
  return end;
}
