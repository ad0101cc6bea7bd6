import type { Block, Document } from "../../../src/corpus/types.js";
import { assembleSections, type HeadingMark } from "../../../src/corpus/assembleSections.js";
import { buildBlock } from "./buildBlock.js";
import { collectItems } from "./collectItems.js";
import { fallbackDocument } from "../../../src/corpus/fallbackDocument.js";
import { frontMatterTitle } from "./frontMatterTitle.js";
import { headingText } from "./headingText.js";
import { indexLines, type LineIndex } from "./lineIndex.js";
import { lineOffsetsOf } from "../../../src/corpus/lineOffsets.js";
import { nodeRange } from "./nodeRange.js";
import { parseMarkdownTree } from "./parseMarkdownTree.js";

/**
 * Parses one Markdown or MDX file into a Document: title, sections split at every heading (ATX
 * and setext, any level, including headings inside MDX components), and the indexable blocks of
 * each section with their source line ranges.
 *
 * Guarantees: pure, deterministic and total — it never throws, whatever the string; problems come
 * back as `warnings` (`file:line: what happened — what to do`). Line numbers count lines as stored
 * (a leading BOM is dropped; CRLF, CR and LF each end a line). Sections are in order and disjoint;
 * every block lies inside its section; no line is in two blocks; each block has one `lines` entry
 * per line of its range.
 *
 * The MDX syntax is used only for `.mdx` paths; invalid MDX is re-parsed as plain Markdown with a
 * warning. What is not indexed (front matter, ESM, expressions, JSX tags, HTML comments, Hugo
 * shortcodes, `:::` callout markers, code fences and info strings, bare list markers, thematic
 * breaks) is described in `collectItems` and `buildBlock`.
 */
export function parseDocument(input: { path: string; content: string }): { document: Document; warnings: string[] } {
  const { path } = input;
  const text = input.content.charCodeAt(0) === 0xfeff ? input.content.slice(1) : input.content;
  const index = indexLines(text);
  const warnings: string[] = [];
  try {
    return { document: parseIndexed(path, index, warnings), warnings };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    warnings.push(`${path}: could not be parsed as Markdown (${reason}); indexed as plain text — simplify the file or exclude it`);
    return { document: fallbackDocument(path, titleFromPath(path), lineOffsetsOf(text)), warnings };
  }
}

function parseIndexed(path: string, index: LineIndex, warnings: string[]): Document {
  const mdx = /\.mdx$/i.test(path);
  const { root, mdxFailure } = parseMarkdownTree(index.text, mdx);
  if (mdxFailure) {
    const where = mdxFailure.line === undefined ? "" : `:${mdxFailure.line}${mdxFailure.column === undefined ? "" : `:${mdxFailure.column}`}`;
    warnings.push(
      `${path}${where}: not valid MDX (${mdxFailure.reason}); parsed as plain Markdown, so JSX and expressions in this file are indexed as text — fix the MDX syntax`,
    );
  }
  const { items, cuts, frontMatter } = collectItems(root, index, mdx && mdxFailure !== undefined);
  const mergedCuts = mergeCuts(cuts);

  const headings: HeadingMark[] = [];
  const blocks: Block[] = [];
  for (const item of items) {
    if (item.type === "heading") {
      const range = nodeRange(item.node, index);
      if (range) headings.push({ startLine: range.firstLine, endLine: range.lastLine, depth: item.node.depth ?? 1, text: headingText(item.node) });
    } else {
      const block = buildBlock(item.node, item.kind, item.atomic, index, mergedCuts);
      if (block) blocks.push(block);
    }
  }
  const lineCount = index.lines.length;
  const sections = assembleSections(headings, blocks, lineCount);

  let title: string | undefined;
  if (frontMatter) {
    const declared = frontMatterTitle(frontMatter, path);
    if (declared.warning) warnings.push(declared.warning);
    title = declared.title;
  }
  title ??= headings.find((h) => h.depth === 1 && h.text !== "")?.text ?? headings.find((h) => h.text !== "")?.text;
  return { path, title: title ?? titleFromPath(path), sections, lineCount };
}

/** Sorts cut ranges and merges overlapping ones, so line text can be rebuilt in one pass. */
function mergeCuts(cuts: Array<[number, number]>): Array<[number, number]> {
  const sorted = cuts.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The file name without its last extension ("docs/setup.md" → "setup"); the name itself if that is empty. */
function titleFromPath(path: string): string {
  const name = path.split(/[\\/]/).pop() ?? path;
  const stem = name.replace(/\.[^.]*$/, "");
  return stem !== "" ? stem : name !== "" ? name : path;
}
