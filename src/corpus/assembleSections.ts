import type { Block, Section } from "./types.js";

/** A heading as a section boundary: where it starts and ends, its level and its text. */
export interface HeadingMark {
  startLine: number;
  endLine: number;
  depth: number;
  text: string;
}

/**
 * Builds the sections of a document of `lineCount` lines from its headings and blocks (both in
 * source order). Guarantees, whatever the input: sections are in order, do not overlap and lie in
 * [1, lineCount]; every block lies inside its section and after the section's heading lines; no line
 * is in two blocks. Those hold by construction (clipping), not by trusting the parser, because
 * chunkers and line-based citations depend on them.
 *
 * The heading path is the chain of enclosing headings by level: a heading closes every open
 * heading of the same or a deeper level, so skipped levels (H1 then H3) nest as written. The text
 * before the first heading becomes a section with path [] only if it has blocks. Headings that
 * start on or before the previous heading's line (possible only in malformed MDX) do not open a
 * section.
 */
export function assembleSections(headings: HeadingMark[], blocks: Block[], lineCount: number): Section[] {
  const sections: Section[] = [];
  // First line after each section's heading (parallel to `sections`).
  const contentStarts: number[] = [];
  const kept: HeadingMark[] = [];
  for (const mark of headings) {
    const previous = kept[kept.length - 1];
    if (mark.startLine >= 1 && mark.startLine <= lineCount && (!previous || mark.startLine > previous.startLine)) kept.push(mark);
  }

  const firstHeadingLine = kept[0]?.startLine ?? lineCount + 1;
  if (firstHeadingLine > 1 && lineCount > 0) {
    sections.push({ headingPath: [], headingLine: null, startLine: 1, endLine: firstHeadingLine - 1, blocks: [] });
    contentStarts.push(1);
  }
  const open: HeadingMark[] = [];
  kept.forEach((mark, i) => {
    while (open.length > 0 && (open[open.length - 1]?.depth ?? 0) >= mark.depth) open.pop();
    open.push(mark);
    const endLine = (kept[i + 1]?.startLine ?? lineCount + 1) - 1;
    sections.push({ headingPath: open.map((h) => h.text), headingLine: mark.startLine, startLine: mark.startLine, endLine, blocks: [] });
    contentStarts.push(Math.min(mark.endLine, endLine) + 1);
  });

  let current = 0;
  let lastUsedLine = 0;
  for (const block of blocks) {
    while (current < sections.length && (sections[current]?.endLine ?? 0) < Math.max(block.startLine, lastUsedLine + 1)) current++;
    const section = sections[current];
    if (!section) break;
    let first = Math.max(block.startLine, lastUsedLine + 1, contentStarts[current]!);
    let last = Math.min(block.endLine, section.endLine);
    // Clipping can expose blank edge lines; keep the "edges are not blank" promise of buildBlock.
    while (first <= last && (block.lines[first - block.startLine] ?? "").trim() === "") first++;
    while (first <= last && (block.lines[last - block.startLine] ?? "").trim() === "") last--;
    if (first > last) continue;
    const whole = first === block.startLine && last === block.endLine;
    section.blocks.push(whole ? block : { ...block, startLine: first, endLine: last, lines: block.lines.slice(first - block.startLine, last - block.startLine + 1) });
    lastUsedLine = last;
  }

  const result = sections.filter((s) => s.headingLine !== null || s.blocks.length > 0);
  // Arrays grown by push keep spare room (17 entries for one block); a corpus keeps every section.
  for (const section of result) if (section.blocks.length > 0) section.blocks = section.blocks.slice();
  return result;
}
