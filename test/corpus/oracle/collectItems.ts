import type { BlockKind } from "../../../src/corpus/types.js";
import type { LineIndex } from "./lineIndex.js";
import type { MarkdownNode } from "./markdownNode.js";
import { findShortcodes } from "../../../src/corpus/findShortcodes.js";
import { nodeRange } from "./nodeRange.js";

/** A heading or a leaf block, in document order, still as a parser node. */
export type TreeItem =
  | { type: "heading"; node: MarkdownNode }
  | { type: "block"; node: MarkdownNode; kind: BlockKind; atomic: boolean };

/** What one walk over the tree yields. */
export interface CollectedTree {
  items: TreeItem[];
  /** Offset ranges `[start, end)` of non-text (JSX tags, expressions, HTML comments, shortcodes). */
  cuts: Array<[number, number]>;
  /** The first front matter node, if any. */
  frontMatter: MarkdownNode | undefined;
}

type Container = "paragraph" | "list-item" | "blockquote";

interface Frame {
  node: MarkdownNode;
  container: Container;
  atRoot: boolean;
}

const ESM_LINE = /^(?:import|export)[\s{*]/;

/**
 * Walks the parsed tree once and flattens it into headings and leaf blocks in source order.
 *
 * Containers (lists, list items, blockquotes, footnotes, MDX JSX flow elements) are descended into
 * rather than kept whole, so every leaf (paragraph, code, table, html, definition) becomes its own
 * block and leaves never share a line: that is what keeps every line in at most one block. In
 * particular each list item's own paragraphs are `list-item` blocks and its nested items are
 * separate `list-item` blocks; code and tables inside items stay atomic `code`/`table` blocks.
 * Paragraphs take the kind of their nearest container (`list-item`, `blockquote`, else
 * `paragraph`); link reference definitions and unknown node types become `other`.
 *
 * Not indexed, by design: front matter, MDX `import`/`export`, block-level `{expressions}`,
 * thematic breaks, bare list markers, and JSX tags (cut from the text, children kept); HTML
 * comments and Hugo shortcodes are cut from the text of every non-code block. When
 * `esmHeuristic` is set (an .mdx file that fell back to plain Markdown), top-level paragraphs that
 * start with `import`/`export` are skipped too, because without the MDX parser that is the only way
 * to keep module code out of the index.
 *
 * Iterative on purpose: deeply nested input (thousands of `>`) must not overflow the call stack.
 */
export function collectItems(root: MarkdownNode, index: LineIndex, esmHeuristic: boolean): CollectedTree {
  const items: TreeItem[] = [];
  const cuts: Array<[number, number]> = [];
  let frontMatter: MarkdownNode | undefined;

  const stack: Frame[] = [{ node: root, container: "paragraph", atRoot: false }];
  const pushChildren = (node: MarkdownNode, container: Container, atRoot: boolean): void => {
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push({ node: child, container, atRoot });
    }
  };
  const block = (node: MarkdownNode, kind: BlockKind, atomic = false): void => {
    if (kind !== "code") cutShortcodes(node, index, cuts);
    items.push({ type: "block", node, kind, atomic });
  };

  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    const { node, container, atRoot } = frame;
    switch (node.type) {
      case "root":
        pushChildren(node, "paragraph", true);
        break;
      case "yaml":
      case "toml":
        frontMatter ??= node;
        break;
      case "mdxjsEsm":
      case "mdxFlowExpression":
      case "thematicBreak":
        break;
      case "mdxJsxFlowElement":
        cutTags(node, index, cuts);
        pushChildren(node, container, false);
        break;
      case "heading":
        items.push({ type: "heading", node });
        break;
      case "paragraph":
        if (esmHeuristic && atRoot && ESM_LINE.test(firstLineOf(node, index))) break;
        collectInlineCuts(node, index, cuts);
        block(node, container);
        break;
      case "list":
      case "footnoteDefinition":
        pushChildren(node, container, false);
        break;
      case "listItem":
        // A bare marker ("-" with nothing after it) carries no words: no block.
        pushChildren(node, "list-item", false);
        break;
      case "blockquote":
        pushChildren(node, "blockquote", false);
        break;
      case "code":
        block(node, "code", true);
        break;
      case "table":
        collectInlineCuts(node, index, cuts);
        block(node, "table", true);
        break;
      case "html":
        cutComments(node, index, cuts);
        block(node, "html");
        break;
      default:
        collectInlineCuts(node, index, cuts);
        block(node, "other");
    }
  }
  return { items, cuts, frontMatter };
}

function firstLineOf(node: MarkdownNode, index: LineIndex): string {
  const line = node.position?.start.line;
  return line === undefined ? "" : (index.lines[line - 1] ?? "");
}

/** Cuts JSX, expressions and HTML comments inside inline content; children text is kept. */
function collectInlineCuts(node: MarkdownNode, index: LineIndex, cuts: Array<[number, number]>): void {
  const stack: MarkdownNode[] = [...(node.children ?? [])];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    switch (current.type) {
      case "mdxJsxTextElement":
        cutTags(current, index, cuts);
        break;
      case "mdxTextExpression": {
        const range = nodeRange(current, index);
        if (range) cuts.push([range.startOffset, range.endOffset]);
        continue;
      }
      case "html":
        cutComments(current, index, cuts);
        break;
    }
    if (current.children) stack.push(...current.children);
  }
}

/**
 * Cuts the opening and closing tags of a JSX element, i.e. everything of the element outside its
 * children minus the whitespace next to them (so the indentation of children stays as written).
 * For flow elements this is defensive: valid MDX puts their tags on lines of their own, which no
 * block claims anyway; the cut keeps tag text out should a tag ever share a line with content.
 */
function cutTags(node: MarkdownNode, index: LineIndex, cuts: Array<[number, number]>): void {
  const range = nodeRange(node, index);
  if (!range) return;
  const children = (node.children ?? []).map((child) => nodeRange(child, index)).filter((r) => r !== undefined);
  const first = children[0];
  const last = children[children.length - 1];
  if (!first || !last) {
    cuts.push([range.startOffset, range.endOffset]);
    return;
  }
  const text = index.text;
  let openEnd = first.startOffset;
  while (openEnd > range.startOffset && isSpace(text.charCodeAt(openEnd - 1))) openEnd--;
  let closeStart = last.endOffset;
  while (closeStart < range.endOffset && isSpace(text.charCodeAt(closeStart))) closeStart++;
  cuts.push([range.startOffset, openEnd], [closeStart, range.endOffset]);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** Cuts Hugo shortcodes inside one block; code is left alone (its text is kept verbatim). */
function cutShortcodes(node: MarkdownNode, index: LineIndex, cuts: Array<[number, number]>): void {
  const range = nodeRange(node, index);
  if (!range) return;
  for (const [start, end] of findShortcodes(index.text.slice(range.startOffset, range.endOffset))) {
    cuts.push([range.startOffset + start, range.startOffset + end]);
  }
}

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/** Cuts `<!-- ... -->` comments (an unclosed one runs to the end of the node, as in HTML). */
function cutComments(node: MarkdownNode, index: LineIndex, cuts: Array<[number, number]>): void {
  const range = nodeRange(node, index);
  if (!range) return;
  const source = index.text.slice(range.startOffset, range.endOffset);
  for (const match of source.matchAll(COMMENT)) {
    const start = range.startOffset + (match.index ?? 0);
    cuts.push([start, start + match[0].length]);
  }
}
