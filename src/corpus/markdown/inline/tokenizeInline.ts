import { labelClose, normalizeIdentifier } from "../containers.js";
import { characterReference } from "./characterReference.js";
import { classify, escapedAt, isAsciiControl, isAsciiPunctuation } from "./characters.js";
import { Finder } from "./finder.js";
import { htmlText, autolink } from "./htmlText.js";
import { EmailLiterals, literalAutolinkEnd } from "./literalAutolink.js";
import type { JsxTag } from "../mdx/jsxTag.js";
import type { InlineContext } from "./inlineCuts.js";
import { MdxError } from "../types.js";
import { parseWork } from "../parseWork.js";
import { LabelLookup } from "./labelLookup.js";
import { resolveAttention } from "./resolveAttention.js";

/** One piece of inline content, as far as its text is concerned. */
export type InlineToken =
  | { t: "text"; value: string }
  /** A run of `*`, `_` or `~` that may become emphasis or strikethrough markup. */
  | { t: "seq"; marker: number; size: number; open: boolean; close: boolean }
  /** `[` or `![` waiting for its `]`. */
  | { t: "start"; image: boolean; inactive: boolean; balanced: boolean; after: number }
  | { t: "group"; image: boolean; children: InlineToken[] }
  | { t: "code"; value: string }
  /** Content that is not text (raw HTML, an expression, a footnote call): read as a space, but in an image's alt as `alt` (mdast's: HTML as written, an expression's code, a call as nothing). */
  | { t: "void"; alt: string }
  | { t: "break" }
  /** A JSX tag: neither text nor a separator (its element's children are kept). */
  | { t: "tag"; tag: JsxTag };

/** Where an offset of the inline text lies in the file, for messages. */
export type PlaceOf = (at: number) => { line: number; column: number };

/** MDX's inline constructs, supplied for `.mdx` files. */
export interface MdxInline {
  /** A JSX tag at `at` (a `<`): the tag and its end, or null when `<` starts no tag; MdxError where MDX would throw. */
  tag(src: string, at: number, place: PlaceOf): { end: number; tag: JsxTag } | null;
  /** An expression at `at` (a `{`): its end. Throws MdxError where MDX would. */
  expression(src: string, at: number, place: PlaceOf): number;
}

/** What tokenizeInline needs from the document, and where it reports markup that is not text. */
export interface InlineOptions extends InlineContext {
  /** Called with `[start, end)` of every raw HTML construct (Markdown), JSX tag and expression (MDX). */
  onMarkup?: (start: number, end: number) => void;
  /** Where an offset lies in the file, for MDX messages. */
  place: PlaceOf;
  /** Resolve emphasis (default true); finding the markup to cut does not need it, and stays linear without it. */
  resolveEmphasis?: boolean;
}

/** Inline Markdown (CommonMark, GFM; or MDX) tokenized as micromark does; linear but for emphasis resolution. */
export function tokenizeInline(src: string, options: InlineOptions): InlineToken[] {
  const tokens: InlineToken[] = [];
  const starts: LabelStarts = Object.assign([], { unbalanced: 0, barriers: [] as number[] });
  const labels = { links: new LabelLookup(src, options.definitions), footnotes: new LabelLookup(src, options.footnotes) };
  const { mdx } = options;
  const { place } = options;
  const finder = new Finder(src);
  let emails: EmailLiterals | undefined;
  let hasTags = false;
  let firstStrike = -1;
  let firstEmphasis = -1;
  let text = "";
  const flush = (): void => {
    if (text !== "") {
      tokens.push({ t: "text", value: text });
      text = "";
    }
  };
  const openLabel = (image: boolean, after: number): void => {
    flush();
    const start = { t: "start" as const, image, inactive: false, balanced: false, after, index: tokens.length };
    starts.barriers.push(tokens.length);
    tokens.push(start);
    starts.push(start);
    starts.unbalanced++;
  };
  let pos = 0;
  const length = src.length;
  while (pos < length) {
    parseWork.steps++;
    const code = src.charCodeAt(pos);
    switch (code) {
      case 92: {
        const next = src.charCodeAt(pos + 1);
        if (next === 10) {
          flush();
          tokens.push({ t: "break" });
          pos += 2;
        } else if (isAsciiPunctuation(next)) {
          text += src[pos + 1];
          pos += 2;
        } else {
          text += "\\";
          pos++;
        }
        continue;
      }
      case 38: {
        const reference = characterReference(src, pos);
        if (reference) {
          text += reference.value;
          pos = reference.end;
        } else {
          text += "&";
          pos++;
        }
        continue;
      }
      case 96: {
        const span = codeSpan(src, pos, finder);
        if (span) {
          flush();
          tokens.push({ t: "code", value: span.value });
          pos = span.end;
        } else {
          const end = sequenceEnd(src, pos, 96);
          text += src.slice(pos, end);
          pos = end;
        }
        continue;
      }
      case 42:
      case 95:
      case 126: {
        // GFM: a `_` inside a literal e-mail autolink is text
        const email = code === 95 && starts.unbalanced === 0 ? (emails ??= new EmailLiterals(src)).around(pos) : -1;
        if (email > pos) {
          text += src.slice(pos, email);
          pos = email;
          continue;
        }
        const end = sequenceEnd(src, pos, code);
        if (code === 126 && (end - pos > 2 || (pos > 0 && src.charCodeAt(pos - 1) === 126 && !escapedAt(src, pos - 1)))) {
          text += src.slice(pos, end);
          pos = end;
          continue;
        }
        flush();
        tokens.push(attentionSequence(src, pos, end, code));
        if (code === 126) {
          if (firstStrike < 0) firstStrike = pos;
        } else if (firstEmphasis < 0) firstEmphasis = pos;
        pos = end;
        continue;
      }
      case 91: {
        if (src.charCodeAt(pos + 1) === 94) {
          const call = definedLabelEnd(src, pos + 2, options.footnotes, true);
          if (call > 0) {
            flush();
            tokens.push({ t: "void", alt: "" });
            pos = call;
            continue;
          }
        }
        openLabel(false, pos + 1);
        pos++;
        continue;
      }
      case 33: {
        if (src.charCodeAt(pos + 1) === 91) {
          openLabel(true, pos + 2);
          pos += 2;
        } else {
          text += "!";
          pos++;
        }
        continue;
      }
      case 93: {
        flush();
        pos = labelEnd(src, pos, tokens, starts, options, finder, labels);
        continue;
      }
      case 60: {
        if (mdx) {
          const found = mdx.tag(src, pos, place);
          if (found) {
            const { tag, end } = found;
            hasTags = true;
            flush();
            tokens.push({ t: "tag", tag });
            options.onMarkup?.(pos, end);
            pos = end;
            continue;
          }
        } else {
          const end = autolink(src, pos);
          if (end > 0) {
            flush();
            tokens.push({ t: "text", value: src.slice(pos + 1, end - 1) });
            pos = end;
            continue;
          }
          const html = htmlText(src, pos, finder);
          if (html > 0) {
            flush();
            tokens.push({ t: "void", alt: src.slice(pos, html) });
            options.onMarkup?.(pos, html);
            pos = html;
            continue;
          }
        }
        text += "<";
        pos++;
        continue;
      }
      case 123: {
        if (mdx) {
          const end = mdx.expression(src, pos, place);
          flush();
          tokens.push({ t: "void", alt: src.slice(pos + 1, end - 1) });
          options.onMarkup?.(pos, end);
          pos = end;
          continue;
        }
        text += "{";
        pos++;
        continue;
      }
      case 72:
      case 104:
      case 87:
      case 119: {
        let end = starts.unbalanced > 0 ? -1 : literalAutolinkEnd(src, pos);
        if (end > pos) {
          // micromark tries an e-mail first: one holding this letter wins over the link starting at it
          const email = (emails ??= new EmailLiterals(src)).around(pos);
          if (email > pos) end = email;
          text += src.slice(pos, end);
          pos = end;
          continue;
        }
        text += src[pos];
        pos++;
        continue;
      }
      default: {
        // a run no construct starts with is appended in one slice
        const end = plainRunEnd(src, pos + 1, starts.unbalanced === 0);
        parseWork.steps += end - pos - 1;
        text += end === pos + 1 ? src[pos] : src.slice(pos, end);
        pos = end;
      }
    }
  }
  flush();
  // JSX elements must open and close inside the same emphasis or link, which only resolution tells.
  if (options.resolveEmphasis === false && !hasTags) return tokens;
  const resolved = firstStrike < 0 && firstEmphasis < 0 ? tokens : resolveAttention(tokens, firstStrike >= 0 && (firstEmphasis < 0 || firstStrike < firstEmphasis));
  if (hasTags) checkTagNesting(resolved);
  return resolved;
}

/** MDX's rule: in every piece of phrasing content, JSX tags pair up like parentheses by name; MdxError otherwise. */
function checkTagNesting(tokens: readonly InlineToken[]): void {
  const open: JsxTag[] = [];
  for (const token of tokens) {
    if (token.t === "group") checkTagNesting(token.children);
    if (token.t !== "tag") continue;
    const { tag } = token;
    if (tag.close) {
      const top = open.pop();
      if (top === undefined) throw new MdxError(`Unexpected closing tag \`</${tag.name}>\`, expected an open tag first in the same phrasing content`, tag.place);
      if (top.name !== tag.name) throw new MdxError(`Unexpected closing tag \`</${tag.name}>\`, expected corresponding closing tag for \`<${top.name}>\``, tag.place);
    } else if (!tag.selfClosing) open.push(tag);
  }
  const unclosed = open[open.length - 1];
  if (unclosed) throw new MdxError(`Expected a closing tag for \`<${unclosed.name}>\``, unclosed.place);
}

// Characters the tokenizer's switch gives a case of their own (H, h, W and w may start a literal autolink).
const SPECIAL = new Uint8Array(128);
for (const code of [92, 38, 96, 42, 95, 126, 91, 33, 93, 60, 123]) SPECIAL[code] = 1;
for (const code of [72, 104, 87, 119]) SPECIAL[code] = 2;

/** Where plain text from `pos` ends: at a character starting a construct, or (with `autolinks`) a literal autolink. */
function plainRunEnd(src: string, pos: number, autolinks: boolean): number {
  let end = pos;
  for (; end < src.length; end++) {
    const code = src.charCodeAt(end);
    if (code >= 128) continue;
    const special = SPECIAL[code]!;
    if (special === 1) break;
    if (special === 2 && autolinks && literalAutolinkEnd(src, end) > end) break;
  }
  return end;
}


function sequenceEnd(src: string, pos: number, marker: number): number {
  let end = pos;
  while (src.charCodeAt(end) === marker) end++;
  return end;
}

/** A `*`, `_` or `~` run with whether it can open and close, by micromark's flanking rules. */
function attentionSequence(src: string, pos: number, end: number, marker: number): InlineToken {
  const previous = pos > 0 ? src.charCodeAt(pos - 1) : -1;
  const next = end < src.length ? src.charCodeAt(end) : -1;
  const before = classify(previous);
  const after = classify(next);
  // `~` is an attention marker too (GFM strikethrough), which micromark lets `*` and `_` flank.
  const open = !after || (after === 2 && before !== 0) || (marker !== 126 && next === 126);
  const close = !before || (before === 2 && after !== 0) || (marker !== 126 && previous === 126);
  return {
    t: "seq",
    marker,
    size: end - pos,
    open: marker === 95 ? open && (before !== 0 || !close) : open,
    close: marker === 95 ? close && (after !== 0 || !open) : close,
  };
}

/** A code span from the backtick run at `pos`: its value and end, or null when no run of the same length closes it. */
function codeSpan(src: string, pos: number, finder: Finder): { value: string; end: number } | null {
  if (pos > 0 && src.charCodeAt(pos - 1) === 96 && !escapedAt(src, pos - 1)) return null;
  const open = sequenceEnd(src, pos, 96) - pos;
  const found = finder.backtickRun(open, pos + open);
  if (found < 0) return null;
  let value = src.slice(pos + open, found);
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  if (value.length > 2 && (first === 32 || first === 10) && (last === 32 || last === 10) && /[^ \n]/.test(value)) value = value.slice(1, -1);
  return { value, end: found + open };
}

/** The offset after the `]` of a label starting at `from` that is in `defined` (a footnote's: no whitespace), or -1. */
function definedLabelEnd(src: string, from: number, defined: ReadonlySet<string>, footnote: boolean): number {
  const close = labelClose(src, from, src.length, footnote);
  return close >= 0 && defined.has(normalizeIdentifier(src.slice(from, close))) ? close + 1 : -1;
}

/** Defined link and footnote labels of the document, looked up in this piece of content. */
interface Labels {
  links: LabelLookup;
  footnotes: LabelLookup;
}

/** The open `[`/`![` tokens; `barriers` (ascending) index each `[`, `![`, link and image in `tokens`. */
type LabelStarts = Array<Extract<InlineToken, { t: "start" }> & { index: number }> & { unbalanced: number; barriers: number[] };

/** `]`: closes the nearest open `[` into a link or image if a resource or defined reference follows, else is text. */
function labelEnd(src: string, pos: number, tokens: InlineToken[], starts: LabelStarts, options: InlineOptions, finder: Finder, labels: Labels): number {
  while (starts.length > 0 && starts[starts.length - 1]!.balanced) starts.pop();
  const start = starts[starts.length - 1];
  const after = pos + 1;
  let end = -1;
  if (start && !start.inactive) {
    const defined = labels.links.defined(start.after, pos);
    const next = src.charCodeAt(after);
    if (next === 40) {
      end = resource(src, after, finder);
      if (end < 0 && defined) end = after;
    } else if (next === 91) {
      end = definedLabelEnd(src, after + 1, options.definitions, false);
      if (end < 0 && defined) end = src.charCodeAt(after + 1) === 93 ? after + 2 : -1;
    } else if (defined) end = after;
  }
  if (!start || end < 0) {
    if (start) {
      start.balanced = true;
      starts.unbalanced--;
    }
    return footnoteAfterImage(src, pos, tokens, labels.footnotes, starts.barriers) ?? (tokens.push({ t: "text", value: "]" }), after);
  }
  starts.pop();
  starts.unbalanced--;
  const inner = tokens.splice(start.index + 1);
  // an unmatched `[` inside stays a "start" token: inlineText reads it as its text
  const children = options.resolveEmphasis === false || !inner.some((token) => token.t === "seq") ? inner : resolveAttention(inner);
  tokens.pop();
  truncateBarriers(starts.barriers, tokens.length);
  starts.barriers.push(tokens.length);
  tokens.push({ t: "group", image: start.image, children });
  // A link inside a link is not allowed: the `[`s still open before this one can no longer form links.
  if (!start.image) {
    for (let i = starts.length - 1; i >= 0; i--) {
      const earlier = starts[i]!;
      if (earlier.inactive && !earlier.image) break;
      if (!earlier.image) earlier.inactive = true;
    }
  }
  return end;
}

/** GFM: `![^label]` forming no image is `!` and a call if the footnote is defined; past `]`, or undefined. */
function footnoteAfterImage(src: string, pos: number, tokens: InlineToken[], footnotes: LabelLookup, barriers: number[]): number | undefined {
  const i = barriers[barriers.length - 1];
  if (i === undefined) return undefined;
  const token = tokens[i]!;
  if (token.t !== "start" || !token.image) return undefined;
  if (src.charCodeAt(token.after) !== 94 || !footnotes.defined(token.after + 1, pos)) return undefined;
  tokens.splice(i);
  truncateBarriers(barriers, i);
  tokens.push({ t: "text", value: "!" }, { t: "void", alt: "" });
  return pos + 1;
}

/** Drops the barriers at or after `length`, once `tokens` was cut to that length. */
function truncateBarriers(barriers: number[], length: number): void {
  while (barriers.length > 0 && barriers[barriers.length - 1]! >= length) barriers.pop();
}

/** `(destination "title")` at `at`: the offset after `)`, or -1. */
function resource(src: string, at: number, finder: Finder): number {
  let i = skipWhitespace(src, at + 1);
  if (src.charCodeAt(i) === 41) return i + 1;
  const destination = destinationEnd(src, i, 32);
  if (destination < 0) return -1;
  i = destination;
  const spaced = skipWhitespace(src, i);
  if (spaced > i) {
    i = spaced;
    const quote = src.charCodeAt(i);
    if (quote === 34 || quote === 39 || quote === 40) {
      const close = quote === 40 ? 41 : quote;
      let j = finder.indexOf(String.fromCharCode(close), i + 1);
      while (j >= 0 && escapedAt(src, j)) j = finder.indexOf(String.fromCharCode(close), j + 1);
      if (j < 0) return -1;
      i = skipWhitespace(src, j + 1);
    }
  }
  return src.charCodeAt(i) === 41 ? i + 1 : -1;
}

/** A link destination (`<…>`, or raw with balanced parentheses at most `maxDepth` deep) at `i`: its end, or -1. */
export function destinationEnd(src: string, i: number, maxDepth: number): number {
  if (src.charCodeAt(i) === 60) {
    for (let j = i + 1; j < src.length; j++) {
      const code = src.charCodeAt(j);
      if (code === 62) return j + 1;
      if (code === 60 || code === 10) return -1;
      if (code === 92) {
        const next = src.charCodeAt(j + 1);
        if (next === 60 || next === 62 || next === 92) j++;
      }
    }
    return -1;
  }
  let balance = 0;
  let j = i;
  const first = src.charCodeAt(j);
  if (j >= src.length || first === 32 || first === 41 || isAsciiControl(first)) return -1;
  for (;;) {
    if (j >= src.length) return balance === 0 ? j : -1;
    const code = src.charCodeAt(j);
    if (balance === 0 && (code === 41 || code === 32 || code === 9 || code === 10)) return j;
    if (code === 40) {
      if (balance >= maxDepth) return -1;
      balance++;
    } else if (code === 41) balance--;
    else if (code === 32 || isAsciiControl(code)) return -1;
    j++;
    if (code === 92) {
      const next = src.charCodeAt(j);
      if (next === 40 || next === 41 || next === 92) j++;
    }
  }
}

/** Past spaces, tabs and line endings from `i`. */
export function skipWhitespace(src: string, i: number): number {
  while (i < src.length) {
    const code = src.charCodeAt(i);
    if (code !== 32 && code !== 9 && code !== 10) break;
    i++;
  }
  return i;
}
