import type { Block, BlockKind } from "./types.js";
import { lineText, type LineOffsets } from "./lineOffsets.js";
import type { LeafRange } from "./markdown/types.js";

/** Sorted, merged `[start, end)` offset ranges to remove from line text. */
export type Cuts = ReadonlyArray<readonly [number, number]>;

// Astro/Starlight callout fences: `:::note`, `:::tip[Title]`, `:::caution{icon="x"}`, closing `:::`.
const CALLOUT_MARKER = /^[\s>]*:::+\s*[\w-]*\s*(?:\[[^\]]*\])?\s*(?:\{[^}]*\})?\s*$/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const FENCE_CLOSE = /^[ \t>]*(`{3,}|~{3,})[ \t]*$/;

/** One leaf as a Block (blank edge lines trimmed), or undefined: code verbatim less fences, other kinds less `cuts`. */
export function buildBlock(range: LeafRange, value: readonly string[] | undefined, kind: BlockKind, atomic: boolean, index: LineOffsets, cuts: Cuts): Block | undefined {
  const lineCount = index.count;
  let first = Math.max(1, range.firstLine);
  let last = Math.min(lineCount, range.lastLine);
  let lines: string[];

  let info = "";
  if (kind === "code") {
    const opening = FENCE_OPEN.exec(index.text.slice(range.startOffset, range.startOffset + 64));
    if (opening?.[1]) {
      // the info string (`ts title="x"`), so a chunker that splits the block can reopen its fence with it
      const lineEnd = index.ends[first - 1] ?? 0;
      info = index.text.slice(range.startOffset + opening[0].length, lineEnd).trim();
      const closing = FENCE_CLOSE.exec(lineText(index, last))?.[1];
      const closed = last > first && closing !== undefined && closing[0] === opening[1][0] && closing.length >= opening[1].length;
      first += 1;
      if (closed) last -= 1;
    }
    if (first > last) return undefined;
    const valueLines = value ?? [""];
    lines = valueLines.length === last - first + 1 ? valueLines.slice() : linesOf(index, first, last);
  } else {
    // sized up front: an array grown by push keeps spare room, and most blocks have one line
    lines = new Array<string>(Math.max(0, last - first + 1));
    for (let line = first; line <= last; line++) lines[line - first] = textLine(line, index, cuts);
  }

  while (first <= last && isBlank(lines[0])) {
    lines.shift();
    first++;
  }
  while (first <= last && isBlank(lines[lines.length - 1])) {
    lines.pop();
    last--;
  }
  if (first > last) return undefined;
  return info === "" ? { kind, startLine: first, endLine: last, lines, atomic } : { kind, startLine: first, endLine: last, lines, atomic, info };
}

function isBlank(line: string | undefined): boolean {
  return line === undefined || line.trim() === "";
}

/** The indexable text of one prose line: cuts applied, callout marker lines blanked. */
function textLine(line: number, index: LineOffsets, cuts: Cuts): string {
  const lineStart = index.starts[line - 1] ?? 0;
  const lineEnd = index.ends[line - 1] ?? 0;
  let kept = "";
  let position = lineStart;
  let cut = false;
  for (let i = firstCutEndingAfter(cuts, lineStart); i < cuts.length; i++) {
    const range = cuts[i];
    if (!range || range[0] >= lineEnd) break;
    cut = true;
    if (range[0] > position) kept += index.text.slice(position, range[0]);
    position = Math.max(position, range[1]);
  }
  let text: string;
  if (!cut) text = index.text.slice(lineStart, lineEnd);
  else {
    if (position < lineEnd) kept += index.text.slice(position, lineEnd);
    // What a cut leaves behind at the end of a line is a gap, not text; a line it empties is "".
    text = kept.trim() === "" ? "" : kept.trimEnd();
  }
  return CALLOUT_MARKER.test(text) ? "" : text;
}

function linesOf(index: LineOffsets, first: number, last: number): string[] {
  const lines = new Array<string>(Math.max(0, last - first + 1));
  for (let line = first; line <= last; line++) lines[line - first] = lineText(index, line);
  return lines;
}

/** Index of the first cut whose end lies after `offset` (cuts are sorted and disjoint). */
function firstCutEndingAfter(cuts: Cuts, offset: number): number {
  let low = 0;
  let high = cuts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const cut = cuts[middle];
    if (cut && cut[1] <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}
