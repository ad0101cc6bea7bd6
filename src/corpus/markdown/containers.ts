import { advance, cloneCursor, codeAt, type Cursor, isSpaceOrTab, restIsBlank, restoreCursor, skipSpaces } from "./cursor.js";
import { isAsciiDigit } from "./inline/characters.js";
import type { ThematicBreakMemo } from "./thematicBreak.js";

/** An open container; a list is one container holding its current item's state, as micromark models it. */
export type Container = { type: "quote"; start: number } | { type: "footnote"; start: number } | ListContainer;

interface ListContainer {
  type: "list";
  /** Offset of the list's first marker. */
  start: number;
  ordered: boolean;
  /** The marker character code (`-`, `*`, `+`, `.` or `)`). */
  marker: number;
  /** Columns from the item's start to its content: what continuation lines must be indented by. */
  size: number;
  initialBlankLine: boolean;
  furtherBlankLines: boolean;
}

/** What the container stage of a line needs to know beyond the text. */
export interface ContainerContext {
  text: string;
  /** MDX turns indented code off, so no indentation limit applies to container markers. */
  mdx: boolean;
  /** Normalised labels of footnote definitions seen so far (filled here). */
  footnotes: Set<string>;
  /** Thematic-break answers per line (a `-` or `*` that starts one is no list marker). */
  breaks: ThematicBreakMemo;
  /** Offset where the current line starts. */
  lineStart: number;
}

/** The container goes on, stops, or goes on with a new list item (which closes the previous item's content). */
export type Continuation = "ok" | "fail" | "sibling";

/** Tries to continue `container` on the line at `cursor` (restored on "fail"). */
export function continueContainer(context: ContainerContext, container: Container, cursor: Cursor, afterFootnoteIndent = false): Continuation {
  const { text } = context;
  if (container.type === "quote") {
    const saved = cloneCursor(cursor);
    skipSpaces(text, cursor, context.mdx ? Infinity : 3);
    if (codeAt(text, cursor) === 62) {
      quotePrefix(text, cursor);
      return "ok";
    }
    restoreCursor(cursor, saved);
    return "fail";
  }
  if (container.type === "footnote") {
    if (restIsBlank(text, cursor)) return "ok";
    const saved = cloneCursor(cursor);
    const taken = skipSpaces(text, cursor, 4);
    // micromark continues a footnote without indentation right inside one that just took 4 columns
    if (taken === 4 || (taken === 0 && afterFootnoteIndent)) return "ok";
    restoreCursor(cursor, saved);
    return "fail";
  }
  if (restIsBlank(text, cursor)) {
    container.furtherBlankLines = container.furtherBlankLines || container.initialBlankLine;
    skipSpaces(text, cursor, container.size);
    return "ok";
  }
  const further = container.furtherBlankLines;
  container.furtherBlankLines = false;
  container.initialBlankLine = false;
  if (!further && isSpaceOrTab(codeAt(text, cursor))) {
    const saved = cloneCursor(cursor);
    if (skipSpaces(text, cursor, container.size) === container.size) return "ok";
    restoreCursor(cursor, saved);
  }
  // Not in the current item: a new item of the same list continues the container.
  const saved = cloneCursor(cursor);
  const prefix = skipSpaces(text, cursor, context.mdx ? Infinity : 3);
  const item = listItemStart(context, cursor, false, prefix, container);
  if (item) {
    container.size = item.size;
    container.initialBlankLine = item.initialBlankLine;
    return "sibling";
  }
  restoreCursor(cursor, saved);
  return "fail";
}

/** Opens a quote, list item or footnote at the cursor, or restores it; `interrupt`: no empty item, no start but 1. */
export function startContainer(context: ContainerContext, cursor: Cursor, interrupt: boolean): Container | null {
  const { text } = context;
  const saved = cloneCursor(cursor);
  const prefix = skipSpaces(text, cursor, context.mdx ? Infinity : 3);
  const code = codeAt(text, cursor);
  const start = cursor.offset;
  if (code === 62) {
    quotePrefix(text, cursor);
    return { type: "quote", start };
  }
  if (code === 91) {
    if (footnoteStart(context, cursor)) return { type: "footnote", start };
  } else if (code === 42 || code === 43 || code === 45 || (code >= 48 && code <= 57)) {
    const item = listItemStart(context, cursor, interrupt, prefix, undefined);
    if (item) return item;
  }
  restoreCursor(cursor, saved);
  return null;
}

/** `>` and at most one column of whitespace after it. */
function quotePrefix(text: string, cursor: Cursor): void {
  advance(text, cursor);
  if (isSpaceOrTab(codeAt(text, cursor))) advance(text, cursor);
}

/** A list item marker and the whitespace after it (the cursor left at the content), matching the open `list`. */
function listItemStart(
  context: ContainerContext,
  cursor: Cursor,
  interrupt: boolean,
  initialSize: number,
  list: ListContainer | undefined,
): ListContainer | null {
  const { text } = context;
  const code = codeAt(text, cursor);
  const start = cursor.offset;
  const startCol = cursor.col;
  const ordered = list ? list.ordered : !(code === 42 || code === 43 || code === 45);
  let marker: number;
  if (!ordered) {
    if (!(code === 42 || code === 43 || code === 45) || (list && code !== list.marker)) return null;
    if ((code === 42 || code === 45) && context.breaks.at(cursor.offset, context.lineStart, cursor.end)) return null;
    marker = code;
    advance(text, cursor);
  } else {
    if (!isAsciiDigit(code)) return null;
    if (interrupt && code !== 49) return null;
    let digits = 0;
    while (digits < 9 && isAsciiDigit(codeAt(text, cursor))) {
      advance(text, cursor);
      digits++;
    }
    const delimiter = codeAt(text, cursor);
    if (interrupt && digits >= 2) return null;
    if (list ? delimiter !== list.marker : delimiter !== 46 && delimiter !== 41) return null;
    marker = delimiter;
    advance(text, cursor);
  }
  if (restIsBlank(text, cursor)) {
    if (interrupt) return null;
    return { type: "list", start, ordered, marker, size: initialSize + 1 + (cursor.col - startCol), initialBlankLine: true, furtherBlankLines: false };
  }
  const afterMarker = cloneCursor(cursor);
  const taken = skipSpaces(text, cursor, context.mdx ? Infinity : 4);
  if (taken === 0 || isSpaceOrTab(codeAt(text, cursor))) {
    // Five or more columns: the content is indented code, so only one column belongs to the marker.
    restoreCursor(cursor, afterMarker);
    if (!isSpaceOrTab(codeAt(text, cursor))) return null;
    advance(text, cursor);
  }
  return { type: "list", start, ordered, marker, size: initialSize + (cursor.col - startCol), initialBlankLine: false, furtherBlankLines: false };
}

/** `[^label]:` and the whitespace after it; records the label as defined. */
function footnoteStart(context: ContainerContext, cursor: Cursor): boolean {
  const { text } = context;
  if (text.charCodeAt(cursor.offset + 1) !== 94) return false;
  const close = labelClose(text, cursor.offset + 2, cursor.end, true);
  if (close < 0 || text.charCodeAt(close + 1) !== 58 || close + 1 >= cursor.end) return false;
  context.footnotes.add(normalizeIdentifier(text.slice(cursor.offset + 2, close)));
  cursor.col += close + 2 - cursor.offset;
  cursor.offset = close + 2;
  cursor.partial = false;
  skipSpaces(text, cursor, Infinity);
  return true;
}

/** The `]` closing a label from `from` (§4.7: ≤ 999 characters, no `[`, not blank; a footnote's: no space), or -1. */
export function labelClose(text: string, from: number, end: number, footnote: boolean): number {
  let size = 0;
  let seen = false;
  for (let i = from; i < end; i++) {
    const code = text.charCodeAt(i);
    if (size > 999 || code === 91) return -1;
    if (code === 93) return seen ? i : -1;
    if (code === 32 || code === 9 || code === 10) {
      if (footnote) return -1;
    } else seen = true;
    if (code !== 10) size++;
    if (code === 92 && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next === 91 || next === 92 || next === 93) {
        i++;
        size++;
      }
    }
  }
  return -1;
}

/** Label normalisation for matching references to definitions (CommonMark §4.7: case fold, collapse whitespace). */
export function normalizeIdentifier(value: string): string {
  return value
    .replace(/[\t\n\r ]+/g, " ")
    .replace(/^ | $/g, "")
    .toLowerCase()
    .toUpperCase();
}
