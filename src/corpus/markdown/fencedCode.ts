import { type Cursor, cloneCursor, firstNonSpace, skipSpaces } from "./cursor.js";

/** An opening code fence. */
export interface Fence {
  marker: number;
  size: number;
  /** Columns of indentation before the fence; content lines lose up to as many. */
  indent: number;
}

/** An opening fence at `offset`, `indent` columns in: 3+ backticks or tildes, then an info string with no backtick. */
export function openingFence(text: string, offset: number, end: number, indent: number): Fence | null {
  const marker = text.charCodeAt(offset);
  if (marker !== 96 && marker !== 126) return null;
  let i = offset;
  while (i < end && text.charCodeAt(i) === marker) i++;
  const size = i - offset;
  if (size < 3) return null;
  if (marker === 96) {
    for (; i < end; i++) if (text.charCodeAt(i) === 96) return null;
  }
  return { marker, size, indent };
}

/** Whether the segment at `cursor` closes `fence`: ≤ 3 columns in (any in MDX), as many markers, then whitespace. */
export function closesFence(text: string, cursor: Cursor, fence: Fence, mdx: boolean): boolean {
  const probe = cloneCursor(cursor);
  skipSpaces(text, probe, mdx ? Infinity : 3);
  if (probe.partial) return false;
  let i = probe.offset;
  while (i < probe.end && text.charCodeAt(i) === fence.marker) i++;
  return i - probe.offset >= fence.size && firstNonSpace(text, i, probe.end) === probe.end;
}

/** A code line less up to `strip` columns of indentation (a tab partly removed leaves spaces, as CommonMark says). */
export function codeLine(text: string, cursor: Cursor, strip: number): string {
  const probe = cloneCursor(cursor);
  skipSpaces(text, probe, strip);
  if (probe.partial) {
    const rest = 4 - (probe.col % 4);
    return " ".repeat(rest) + text.slice(probe.offset + 1, probe.end);
  }
  return text.slice(probe.offset, probe.end);
}
