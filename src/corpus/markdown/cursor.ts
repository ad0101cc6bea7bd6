/** A position in one line: offset and column (tab stops of 4). */
export interface Cursor {
  offset: number;
  col: number;
  /** A container prefix took part of the tab at `offset` (`>\tcode`): its columns left still indent what follows. */
  partial: boolean;
  /** Offset where the line's content ends (its line ending, or the end of the text). */
  end: number;
}

const TAB = 9;
const SPACE = 32;

/** A copy, for constructs that look ahead and may have to give the position back. */
export function cloneCursor(cursor: Cursor): Cursor {
  return { offset: cursor.offset, col: cursor.col, partial: cursor.partial, end: cursor.end };
}

/** Restores `into` to a position saved with {@link cloneCursor}. */
export function restoreCursor(into: Cursor, from: Cursor): void {
  into.offset = from.offset;
  into.col = from.col;
  into.partial = from.partial;
}

/** The character code at the cursor; a partly consumed tab reads as a space; -1 at the end of the line. */
export function codeAt(text: string, cursor: Cursor): number {
  if (cursor.offset >= cursor.end) return -1;
  return cursor.partial ? SPACE : text.charCodeAt(cursor.offset);
}

/** The character code at `i` when it is before `end`, else -1. */
export function codeBefore(text: string, i: number, end: number): number {
  return i < end ? text.charCodeAt(i) : -1;
}

/** True for the space and the tab, the only whitespace that indents in Markdown. */
export function isSpaceOrTab(code: number): boolean {
  return code === SPACE || code === TAB;
}

/** Consumes spaces and tabs, at most `max` columns (a tab may be taken in part); returns the columns consumed. */
export function skipSpaces(text: string, cursor: Cursor, max: number): number {
  let taken = 0;
  while (taken < max && cursor.offset < cursor.end) {
    const code = text.charCodeAt(cursor.offset);
    if (code === SPACE) {
      cursor.offset++;
      cursor.col++;
      taken++;
    } else if (code === TAB) {
      const width = 4 - (cursor.col % 4);
      if (taken + width <= max) {
        cursor.offset++;
        cursor.col += width;
        cursor.partial = false;
        taken += width;
      } else {
        const part = max - taken;
        cursor.col += part;
        cursor.partial = true;
        taken += part;
      }
    } else break;
  }
  return taken;
}

/** Columns of whitespace at the cursor, without moving it. */
export function indentAt(text: string, cursor: Cursor): number {
  let col = cursor.col;
  for (let i = cursor.offset; i < cursor.end; i++) {
    const code = text.charCodeAt(i);
    if (code === SPACE) col++;
    else if (code === TAB) col += 4 - (col % 4);
    else break;
  }
  return col - cursor.col;
}

/** Consumes one character (one column of a tab when the tab is only partly consumed). */
export function advance(text: string, cursor: Cursor): void {
  if (cursor.offset >= cursor.end) return;
  if (text.charCodeAt(cursor.offset) === TAB) {
    cursor.col++;
    if (cursor.col % 4 === 0) {
      cursor.offset++;
      cursor.partial = false;
    } else cursor.partial = true;
  } else {
    cursor.offset++;
    cursor.col++;
  }
}

/** True when nothing but spaces and tabs remains on the line. */
export function restIsBlank(text: string, cursor: Cursor): boolean {
  return firstNonSpace(text, cursor.offset, cursor.end) === cursor.end;
}

/** The offset of the first character from `from` on (before `end`) that is not a space or a tab. */
export function firstNonSpace(text: string, from: number, end: number): number {
  let i = from;
  while (i < end && isSpaceOrTab(text.charCodeAt(i))) i++;
  return i;
}

/** The offset micromark reports for a position: past a partly consumed tab. */
export function pointOffset(cursor: Cursor): number {
  return cursor.partial ? cursor.offset + 1 : cursor.offset;
}
