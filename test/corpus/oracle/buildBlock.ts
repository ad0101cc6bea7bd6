import type { Block, BlockKind } from "../../../src/corpus/types.js";
import type { LineIndex } from "./lineIndex.js";
import type { MarkdownNode } from "./markdownNode.js";
import { nodeRange } from "./nodeRange.js";

/** Sorted, merged `[start, end)` offset ranges to remove from line text. */
export type Cuts = ReadonlyArray<readonly [number, number]>;

// Astro/Starlight callout fences: `:::note`, `:::tip[Title]`, `:::caution{icon="x"}`, closing `:::`.
const CALLOUT_MARKER = /^[\s>]*:::+\s*[\w-]*\s*(?:\[[^\]]*\])?\s*(?:\{[^}]*\})?\s*$/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const FENCE_CLOSE = /^[ \t>]*(`{3,}|~{3,})[ \t]*$/;
const LINE_ENDING = /\r\n|\r|\n/;

/**
 * Turns one leaf node into a Block with one string per source line, or undefined when nothing
 * indexable is left. Guarantees: the range lies inside the node's own lines; `lines.length`
 * equals the range length; the first and last lines are not blank (blank edges are trimmed, so a
 * block never claims lines that carry no text), blank lines inside stay as "".
 *
 * Code keeps its text verbatim (no cuts, no shortcode stripping — it is code, not prose) minus the
 * fence lines, so the info string is never indexed. Other kinds get their cuts (JSX tags,
 * expressions, HTML comments, Hugo shortcodes) applied and `:::` callout marker lines blanked; a
 * line a cut leaves with nothing but whitespace becomes "".
 */
export function buildBlock(node: MarkdownNode, kind: BlockKind, atomic: boolean, index: LineIndex, cuts: Cuts): Block | undefined {
  const range = nodeRange(node, index);
  if (!range) return undefined;
  const lineCount = index.lines.length;
  let first = Math.max(1, range.firstLine);
  let last = Math.min(lineCount, range.lastLine);
  let lines: string[];

  let info = "";
  if (kind === "code") {
    const opening = FENCE_OPEN.exec(index.text.slice(range.startOffset, range.startOffset + 64));
    if (opening?.[1]) {
      // the info string (`ts title="x"`), so a chunker that splits the block can reopen its fence with it
      const lineEnd = (index.starts[first - 1] ?? 0) + (index.lines[first - 1]?.length ?? 0);
      info = index.text.slice(range.startOffset + opening[0].length, lineEnd).trim();
      const closing = FENCE_CLOSE.exec(index.lines[last - 1] ?? "")?.[1];
      const closed = last > first && closing !== undefined && closing[0] === opening[1][0] && closing.length >= opening[1].length;
      first += 1;
      if (closed) last -= 1;
    }
    if (first > last) return undefined;
    const valueLines = (node.value ?? "").split(LINE_ENDING);
    lines = valueLines.length === last - first + 1 ? valueLines : index.lines.slice(first - 1, last);
  } else {
    lines = [];
    for (let line = first; line <= last; line++) lines.push(textLine(line, index, cuts));
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
function textLine(line: number, index: LineIndex, cuts: Cuts): string {
  const raw = index.lines[line - 1] ?? "";
  const lineStart = index.starts[line - 1] ?? 0;
  const lineEnd = lineStart + raw.length;
  let text = raw;
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
  if (cut) {
    if (position < lineEnd) kept += index.text.slice(position, lineEnd);
    // What a cut leaves behind at the end of a line is a gap, not text; a line it empties is "".
    text = kept.trim() === "" ? "" : kept.trimEnd();
  }
  return CALLOUT_MARKER.test(text) ? "" : text;
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
