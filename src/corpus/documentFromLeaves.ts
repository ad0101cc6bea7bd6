import { assembleSections, type HeadingMark } from "./assembleSections.js";
import { buildBlock } from "./buildBlock.js";
import { findShortcodes } from "./findShortcodes.js";
import { frontMatterTitle } from "./frontMatterTitle.js";
import { lineText, type LineOffsets } from "./lineOffsets.js";
import { commentCuts, headingText, inlineCuts, type InlineContext } from "./markdown/inline/inlineCuts.js";
import { parseWork } from "./markdown/parseWork.js";
import type { Leaf } from "./markdown/types.js";
import type { Block, Document } from "./types.js";

const ESM_LINE = /^(?:import|export)[\s{*]/;
const KIND = { table: "table", code: "code", html: "html", definition: "other" } as const;

/** A Document from a file's leaves: headings bound sections, other leaves are blocks less markup and shortcodes. */
export function documentFromLeaves(input: {
  path: string;
  index: LineOffsets;
  leaves: readonly Leaf[];
  inline: InlineContext;
  esmHeuristic: boolean;
  warnings: string[];
  titleFromPath: string;
  /** Cuts found while parsing blocks (the opening tags of MDX JSX flow elements). */
  cuts?: ReadonlyArray<[number, number]>;
}): Document {
  const { index, leaves, inline } = input;
  const text = index.text;
  const cuts: Array<[number, number]> = [...(input.cuts ?? [])];
  // the next `{{` is remembered: searching the rest of the text for every block would be quadratic
  let searchedFrom = Infinity;
  let nextOpener = -1;
  const shortcodes = (start: number, end: number): void => {
    if (start < searchedFrom || (nextOpener >= 0 && nextOpener < start)) {
      searchedFrom = start;
      nextOpener = text.indexOf("{{", start);
      parseWork.steps += (nextOpener < 0 ? text.length : nextOpener) - start;
    }
    if (nextOpener < 0 || nextOpener >= end) return;
    for (const [from, to] of findShortcodes(text.slice(start, end))) cuts.push([start + from, start + to]);
  };
  const items: Array<Leaf & { type: "paragraph" | "code" | "table" | "html" | "definition" }> = [];
  const headings: HeadingMark[] = [];
  let frontMatter: Extract<Leaf, { type: "frontmatter" }> | undefined;
  for (let l = 0; l < leaves.length; l++) {
    const leaf = leaves[l]!;
    switch (leaf.type) {
      case "frontmatter":
        frontMatter ??= leaf;
        continue;
      case "heading":
        headings.push({ startLine: leaf.startLine, endLine: leaf.endLine, depth: leaf.depth, text: headingText(text, leaf.spans, inline) });
        continue;
      case "paragraph":
        if (input.esmHeuristic && leaf.atRoot && ESM_LINE.test(lineText(index, leaf.firstLine))) continue;
        inlineCuts(text, leaf.spans, inline, cuts);
        break;
      case "table":
        for (let c = 0; c < leaf.cells.length; c++) inlineCuts(text, [leaf.cells[c]!], inline, cuts);
        break;
      case "html":
        commentCuts(text, leaf.startOffset, leaf.endOffset, cuts);
        break;
    }
    items.push(leaf);
    // code keeps its text verbatim: shortcodes are cut from every other block
    if (leaf.type !== "code") shortcodes(leaf.startOffset, leaf.endOffset);
  }
  const merged = mergeCuts(cuts);
  const blocks: Block[] = [];
  for (let i = 0; i < items.length; i++) {
    const leaf = items[i]!;
    const kind = leaf.type === "paragraph" ? leaf.kind : KIND[leaf.type];
    const block = buildBlock(leaf, leaf.type === "code" ? leaf.value : undefined, kind, kind === "code" || kind === "table", index, merged);
    if (block) blocks.push(block);
  }
  const lineCount = index.count;
  const sections = assembleSections(headings, blocks, lineCount);
  let title: string | undefined;
  if (frontMatter) {
    const declared = frontMatterTitle(frontMatter, input.path);
    if (declared.warning) input.warnings.push(declared.warning);
    title = declared.title;
  }
  // no H1: the first heading names the page as a reader sees it, which a file name seldom does
  title ??= headings.find((h) => h.depth === 1 && h.text !== "")?.text ?? headings.find((h) => h.text !== "")?.text;
  return { path: input.path, title: title ?? input.titleFromPath, sections, lineCount };
}

/** Sorts cut ranges and merges overlapping ones, so line text can be rebuilt in one pass. */
function mergeCuts(cuts: Array<[number, number]>): Array<[number, number]> {
  const sorted = cuts.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]![0];
    const end = sorted[i]![1];
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
