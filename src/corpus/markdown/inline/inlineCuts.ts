import { findShortcodes } from "../../findShortcodes.js";
import { isCollapsedAscii } from "../../isCollapsedAscii.js";
import { firstNonSpace } from "../cursor.js";
import type { Span } from "../types.js";
import { type InlineSource, inlineSource, originOf, pieceAt } from "./inlineSource.js";
import { inlineText } from "./inlineText.js";
import { type MdxInline, type PlaceOf, tokenizeInline } from "./tokenizeInline.js";

/** What inline parsing needs from the rest of the document. */
export interface InlineContext {
  definitions: ReadonlySet<string>;
  footnotes: ReadonlySet<string>;
  /** MDX's inline syntax, or null for plain Markdown. */
  mdx: MdxInline | null;
}

// Hugo/Pandoc heading attributes: `## Setup {#setup}`, `{#id .class}`.
const ANCHOR = /\{#[^{}]*\}/g;
// Characters that can start inline markup; a heading without any is its own text.
const MARKUP = /[\\&`*_~[\]!<{]|https?:|www\./i;
// Markup besides brackets, and the bracket pairs that make a link or image without a definition.
const NOT_ONLY_BRACKETS = /[\\&`*_~!<{]|https?:|www\.|\]\(|\]\[|\[\]/i;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/** A heading's text as a reader sees it, less shortcodes and `{#id}` anchors, spaces collapsed; MdxError if invalid. */
export function headingText(text: string, spans: readonly Span[], context: InlineContext): string {
  // the usual heading (one line of plain ASCII words) is its own text
  if (spans.length === 1) {
    const span = spans[0]!;
    const src = text.slice(firstNonSpace(text, span.start, span.end), span.end);
    if (isCollapsedAscii(src)) {
      if (!MARKUP.test(src) || literalBrackets(src, context)) return src;
      const label = wholeLinkLabel(src);
      if (label !== undefined) return label;
    }
  }
  return fullHeadingText(text, spans, context);
}

/** headingText without its fast paths, which are tested against it. */
export function fullHeadingText(text: string, spans: readonly Span[], context: InlineContext): string {
  const source = inlineSource(text, spans);
  let plain = MARKUP.test(source.src) ? inlineText(tokenizeInline(source.src, { ...context, place: placeIn(text, source) })) : source.src;
  for (const [start, end] of findShortcodes(plain).reverse()) plain = `${plain.slice(0, start)} ${plain.slice(end)}`;
  return plain.replace(ANCHOR, " ").replace(/\s+/g, " ").trim();
}

/** The label of a heading that is one plain inline link (its text whatever the document defines), else undefined. */
function wholeLinkLabel(src: string): string | undefined {
  const match = WHOLE_LINK.exec(src);
  if (match === null) return undefined;
  const label = match[1]!;
  return label.charCodeAt(label.length - 1) === 32 || MARKUP.test(label) ? undefined : label;
}

// `[label](destination)`: a label without markup or brackets, not starting with a space or `^` (`[^f]()` is a
// footnote call when `f` is defined), a destination of plain characters with parentheses one deep.
const WHOLE_LINK = /^\[([^\\&`*_~[\]!<>{}\s^][^\\&`*_~[\]!<>{}]*)\]\(((?:[\w./#:?=%+-]|\([\w./#:?=%+-]*\))*)\)$/;

/** True when `src`'s only markup is brackets that cannot make a link (no definitions, none followed by `(` or `[`). */
function literalBrackets(src: string, context: InlineContext): boolean {
  return context.definitions.size === 0 && context.footnotes.size === 0 && !NOT_ONLY_BRACKETS.test(src);
}

/** Adds to `cuts` the ranges of inline markup that is not text (HTML comments; JSX and expressions in MDX). */
export function inlineCuts(text: string, spans: readonly Span[], context: InlineContext, cuts: Array<[number, number]>): void {
  if (!spans.some((span) => hasMarkup(text, span, context.mdx !== null))) return;
  const source = inlineSource(text, spans);
  // JSX and expressions are cut whole, raw HTML only where it is a comment
  const onMarkup = (start: number, end: number): void => {
    if (context.mdx) cuts.push([originOf(source, start), originOf(source, end)]);
    else commentCuts(text, originOf(source, start), originOf(source, end), cuts);
  };
  tokenizeInline(source.src, { ...context, onMarkup, place: placeIn(text, source), resolveEmphasis: false });
}

/** Adds to `cuts` the HTML comments in `text` from `from` to `to` (an unclosed one runs to `to`). */
export function commentCuts(text: string, from: number, to: number, cuts: Array<[number, number]>): void {
  const raw = text.slice(from, to);
  if (!raw.includes("<!--")) return;
  for (const match of raw.matchAll(COMMENT)) cuts.push([from + match.index, from + match.index + match[0].length]);
}

/** Line and 1-based column in the file of an offset of the inline text, for MDX messages. */
function placeIn(text: string, source: InlineSource): PlaceOf {
  return (at) => {
    const origin = originOf(source, at);
    const lineStart = Math.max(text.lastIndexOf("\n", origin - 1), text.lastIndexOf("\r", origin - 1)) + 1;
    return { line: pieceAt(source, at).line, column: origin - lineStart + 1 };
  };
}

function hasMarkup(text: string, span: Span, mdx: boolean): boolean {
  const slice = text.slice(span.start, span.end);
  return mdx ? slice.includes("<") || slice.includes("{") : slice.includes("<!--");
}
