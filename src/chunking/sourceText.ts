import { uint32Slab } from "./uint32Slab.js";

/** The text a document was parsed from (BOM dropped) and its line starts: chunk offsets are UTF-16 offsets into `text`. */
export interface SourceText {
  text: string;
  /** Line `n` (1-based) starts at `starts[n - 1]`; CRLF, CR and LF each end a line, as the parser counts. */
  starts: Uint32Array;
}

/** Indexes the line starts of `text`. */
export function sourceTextOf(text: string): SourceText {
  if (!hasLoneCr(text)) return lfSourceText(text);
  let count = text.length > 0 ? 1 : 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) && i + 1 < text.length) count++;
  }
  const starts = uint32Slab(count);
  let n = 1;
  for (let i = 0; i < text.length && n < count; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts[n++] = i + 1;
  }
  return { text, starts };
}

/** Whether a CR in `text` ends a line by itself; without one, every line ends at an LF. */
function hasLoneCr(text: string): boolean {
  for (let i = text.indexOf("\r"); i !== -1; i = text.indexOf("\r", i + 1)) if (text.charCodeAt(i + 1) !== 10) return true;
  return false;
}

/** sourceTextOf for a text whose lines all end in LF or CRLF: the same starts, found by `indexOf`. */
function lfSourceText(text: string): SourceText {
  let count = text.length > 0 ? 1 : 0;
  for (let i = text.indexOf("\n"); i !== -1 && i + 1 < text.length; i = text.indexOf("\n", i + 1)) count++;
  const starts = uint32Slab(count);
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1 && n < count; i = text.indexOf("\n", i + 1)) starts[n++] = i + 1;
  return { text, starts };
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
