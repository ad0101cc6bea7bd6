import { labelClose, normalizeIdentifier } from "./containers.js";
import { codeBefore, firstNonSpace } from "./cursor.js";
import { inlineSource } from "./inline/inlineSource.js";
import { destinationEnd, skipWhitespace } from "./inline/tokenizeInline.js";
import type { Span } from "./types.js";

/** The link reference definitions (§4.7) a paragraph's lines start with, in order: the lines each takes, its label. */
export function leadingDefinitions(text: string, spans: readonly Span[]): Array<{ lines: number; label: string }> {
  const result: Array<{ lines: number; label: string }> = [];
  const head = spans[0];
  // most paragraphs starting with `[` are links, whose label closes on the first line without a `:` after it
  const open = head ? firstNonSpace(text, head.start, head.end) : -1;
  if (!head || text.charCodeAt(open) !== 91) return result;
  const close = labelClose(text, open + 1, head.end, false);
  if (close >= 0 && text.charCodeAt(close + 1) !== 58) return result;
  // the paragraph's lines as one text, `\n` between them (where a definition may go on)
  const { src } = inlineSource(text, spans);
  for (let at = 0; at < src.length; ) {
    const found = definition(src, at);
    if (found === null) break;
    let lines = 1;
    for (let i = at; i < found.end; i++) if (src.charCodeAt(i) === EOL) lines++;
    result.push({ lines, label: found.label });
    at = found.end + 1;
  }
  return result;
}

/** One definition from `at` to a line end: where that line ends in `src` and the normalised label, or null. */
function definition(src: string, at: number): { end: number; label: string } | null {
  if (src.charCodeAt(at) !== 91) return null;
  const close = labelClose(src, at + 1, src.length, false);
  if (close < 0 || src.charCodeAt(close + 1) !== 58) return null;
  // a definition's raw destination may nest parentheses to any depth (micromark's)
  const afterDestination = destinationEnd(src, skipWhitespace(src, close + 2), Infinity);
  if (afterDestination < 0) return null;
  // a title that leaves more on its line is no title: the destination then ends the definition
  const afterTitle = title(src, afterDestination);
  const withTitle = afterTitle >= 0 ? lineEnd(src, afterTitle) : -1;
  const end = withTitle >= 0 ? withTitle : lineEnd(src, afterDestination);
  return end < 0 ? null : { end, label: normalizeIdentifier(src.slice(at + 1, close)) };
}

/** Past whitespace then a title in `"…"`, `'…'` or `(…)`, which may span lines; -1 when there is none. */
function title(src: string, from: number): number {
  let i = skipWhitespace(src, from);
  const open = codeBefore(src, i, src.length);
  if (i === from || (open !== 34 && open !== 39 && open !== 40)) return -1;
  const close = open === 40 ? 41 : open;
  for (i++; ; ) {
    const code = codeBefore(src, i++, src.length);
    if (code === close) return i;
    if (code === END) return -1;
    if (code === 92 && (src.charCodeAt(i) === close || src.charCodeAt(i) === 92)) i++;
  }
}

/** Where the line ends (its `\n`, or the end of the text) when only spaces and tabs follow `i` on it; else -1. */
function lineEnd(src: string, i: number): number {
  const end = firstNonSpace(src, i, src.length);
  return end === src.length || src.charCodeAt(end) === EOL ? end : -1;
}

const EOL = 10;
const END = -1;
