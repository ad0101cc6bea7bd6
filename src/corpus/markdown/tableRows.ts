import { codeBefore, type Cursor, cloneCursor, firstNonSpace, skipSpaces } from "./cursor.js";
import type { Span } from "./types.js";

/** The cells of a GFM table head row, counted as micromark does, or 0 when the line cannot head a table. */
export function headRowCells(text: string, offset: number, end: number): number {
  let size = 0;
  let sizeB = 0;
  let seen = false;
  let i = offset;
  if (text.charCodeAt(i) !== 124) {
    seen = true;
    sizeB += 1;
  }
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 9) {
      i++;
      continue;
    }
    sizeB += 1;
    if (seen) {
      seen = false;
      size += 1;
    }
    if (code === 124) {
      seen = true;
      i++;
      continue;
    }
    i = dataEnd(text, i, end);
  }
  return sizeB > 1 ? size : 0;
}

/** Whether the segment at `cursor` is a delimiter row of `cells` cells with a pipe or colon, up to 3 columns in. */
export function isDelimiterRow(text: string, cursor: Cursor, cells: number, mdx: boolean): boolean {
  const probe = cloneCursor(cursor);
  skipSpaces(text, probe, mdx ? Infinity : 3);
  if (probe.partial) return false;
  const end = probe.end;
  let i = probe.offset;
  let sizeB = 0;
  let seen = false;
  let code = codeBefore(text, i, end);
  if (code === 124) {
    seen = true;
    i++;
    i = firstNonSpace(text, i, end);
  } else if (code !== 45 && code !== 58) return false;
  for (;;) {
    code = codeBefore(text, i, end);
    if (code === -1) return seen && sizeB === cells;
    if (code === 58) {
      sizeB += 1;
      seen = true;
      i++;
      if (codeBefore(text, i, end) !== 45) return false;
    } else if (code === 45) sizeB += 1;
    else return false;
    while (codeBefore(text, i, end) === 45) i++;
    if (codeBefore(text, i, end) === 58) {
      seen = true;
      i++;
    }
    i = firstNonSpace(text, i, end);
    code = codeBefore(text, i, end);
    if (code === -1) return seen && sizeB === cells;
    if (code !== 124) return false;
    seen = true;
    i++;
    i = firstNonSpace(text, i, end);
  }
}

/** A table row's cells: spans between unescaped pipes, trimmed, empty ones left out (each inline content). */
export function rowCells(text: string, line: number, offset: number, end: number): Span[] {
  const cells: Span[] = [];
  let cellStart = -1;
  let cellEnd = -1;
  let i = offset;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === 124) {
      if (cellStart >= 0) cells.push({ line, start: cellStart, end: cellEnd });
      cellStart = -1;
      i++;
    } else if (code === 32 || code === 9) i++;
    else {
      const stop = dataEnd(text, i, end);
      if (cellStart < 0) cellStart = i;
      cellEnd = stop;
      i = stop;
    }
  }
  if (cellStart >= 0) cells.push({ line, start: cellStart, end: cellEnd });
  return cells;
}

/** End of a run of cell data: stops at whitespace or a pipe; `\\` and `\|` stay inside. */
function dataEnd(text: string, i: number, end: number): number {
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === 124 || code === 32 || code === 9) break;
    i++;
    if (code === 92 && i < end) {
      const next = text.charCodeAt(i);
      if (next === 92 || next === 124) i++;
    }
  }
  return i;
}
