import type { LineOffsets } from "../corpus/index.js";

/** Where `piece` (indexed from line `line`) lies: the line or its tail, else its first occurrence, else the whole line (markup was cut). */
export function locateInLine(source: LineOffsets, line: number, piece: string): [number, number] {
  const tail = locateLineOrTail(source, line, piece);
  if (tail >= 0) return [tail, tail + piece.length];
  const start = source.starts[line - 1] ?? source.text.length;
  const end = source.ends[line - 1] ?? source.text.length;
  const at = source.text.slice(start, end).indexOf(piece);
  return at === -1 ? [start, end] : [start + at, start + at + piece.length];
}

/** locateInLine's start when `piece` is the whole of line `line` or its tail, without making a pair; else -1. */
export function locateLineOrTail(source: LineOffsets, line: number, piece: string): number {
  const start = source.starts[line - 1] ?? source.text.length;
  const end = source.ends[line - 1] ?? source.text.length;
  if (source.text.startsWith(piece, start) && start + piece.length <= end) return start;
  if (end - piece.length >= start && source.text.startsWith(piece, end - piece.length)) return end - piece.length;
  return -1;
}
