import type { Block, Section } from "./types.js";

/** A heading as a section boundary: where it starts and ends, its level and its text. */
export interface HeadingMark {
  startLine: number;
  endLine: number;
  depth: number;
  text: string;
}

/**
 * Sections from headings and blocks: in order, disjoint, inside [1, lineCount], each block after its heading
 * and in no other block, by clipping (chunkers and citations rely on it); a preamble only if it has blocks.
 */
export function assembleSections(headings: HeadingMark[], blocks: Block[], lineCount: number): Section[] {
  // headings that open a section: usually all of them, kept without a copy
  let kept = headings;
  if (!headings.every((mark, i) => opens(mark, headings[i - 1], lineCount))) {
    kept = [];
    for (const mark of headings) if (opens(mark, kept[kept.length - 1], lineCount)) kept.push(mark);
  }

  const firstHeadingLine = kept[0]?.startLine ?? lineCount + 1;
  const preamble = firstHeadingLine > 1 && lineCount > 0 ? 1 : 0;
  const sections = new Array<Section>(preamble + kept.length);
  const contentStarts = new Array<number>(sections.length);
  if (preamble === 1) {
    sections[0] = { headingPath: [], headingLine: null, startLine: 1, endLine: firstHeadingLine - 1, blocks: [] };
    contentStarts[0] = 1;
  }
  const open: HeadingMark[] = [];
  for (let i = 0; i < kept.length; i++) {
    const mark = kept[i]!;
    while (open.length > 0 && open[open.length - 1]!.depth >= mark.depth) open.pop();
    open.push(mark);
    const endLine = (i + 1 < kept.length ? kept[i + 1]!.startLine : lineCount + 1) - 1;
    const headingPath = new Array<string>(open.length);
    for (let k = 0; k < open.length; k++) headingPath[k] = open[k]!.text;
    sections[preamble + i] = { headingPath, headingLine: mark.startLine, startLine: mark.startLine, endLine, blocks: [] };
    contentStarts[preamble + i] = Math.min(mark.endLine, endLine) + 1;
  }

  let current = 0;
  let lastUsedLine = 0;
  let firstSectionBlocks = 0;
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b]!;
    while (current < sections.length && sections[current]!.endLine < Math.max(block.startLine, lastUsedLine + 1)) current++;
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
    if (current === 0) firstSectionBlocks++;
    lastUsedLine = last;
  }

  // arrays grown by push keep spare room, and a corpus keeps every section
  for (let s = 0; s < sections.length; s++) {
    const section = sections[s]!;
    if (section.blocks.length > 0) section.blocks = section.blocks.slice();
  }
  // Only the preamble can be left without a heading or a block.
  return preamble === 1 && firstSectionBlocks === 0 ? sections.slice(1) : sections;
}

/** Whether `mark` opens a section after `previous` (the last heading that did): inside the file and below it. */
function opens(mark: HeadingMark, previous: HeadingMark | undefined, lineCount: number): boolean {
  return mark.startLine >= 1 && mark.startLine <= lineCount && (!previous || mark.startLine > previous.startLine);
}
