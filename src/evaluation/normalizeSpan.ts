// line starts: blockquote markers, then a list marker and a task box
const LINE_MARKERS = /^[ \t]*(?:>[ \t]?)*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?)?/gm;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const ESCAPE = /\\([!-/:-@[-`{-~])/g;
const IMAGE = /!\[/g;
// `](destination "title")` of an inline link or image, and `][label]` of a reference link
const LINK_DESTINATION = /\]\([^)]*\)/g;
const LINK_LABEL = /\]\[[^\]]*\]/g;
const AUTOLINK = /<(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\s]*|[^<>\s@]+@[^<>\s]+)>/g;
// as GFM's autolink extension reads them: trailing punctuation is the sentence's, not the URL's
const BARE_URL = /\b(?:https?:\/\/|ftp:\/\/|www\.)(?:[^\s<>]*[^\s<>.,:;!?'")\]*_~])?/g;
const HTML_TAG = /<\/?([A-Za-z][A-Za-z0-9:-]*)(?:\s[^<>]*)?\/?>/g;
// tags a browser renders as a break between words; the others (kbd, b, code, span…) join their neighbours
const BREAKING_TAG = /^(?:br|p|div|li|ul|ol|dl|dt|dd|tr|td|th|table|thead|tbody|h[1-6]|hr|blockquote|pre|section|details|summary|figure|figcaption)$/i;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|(amp|lt|gt|quot|apos|nbsp));/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
// code-span backticks, emphasis and strikethrough delimiters, link brackets
const DELIMITERS = /[`*_~[\]]/g;

/** What a reader sees (markup, URLs, tags, line markers dropped, entities decoded), for spans and chunks; linear. */
export function normalizeSpan(text: string): string {
  let out = text;
  for (const [pattern, replace] of STEPS) out = out.replace(pattern, replace);
  return out.replace(/\s+/g, " ").trim();
}

type Replacer = (match: string, ...groups: Array<string | undefined>) => string;

/** normalizeSpan's rewrites in order, shared with normalizeSpanMapped so the two cannot drift. */
export const STEPS: ReadonlyArray<readonly [RegExp, Replacer]> = [
  [LINE_MARKERS, () => ""],
  [HTML_COMMENT, () => " "],
  [ESCAPE, (_, char) => char!],
  [IMAGE, () => "["],
  [LINK_DESTINATION, () => "]"],
  [LINK_LABEL, () => "]"],
  [AUTOLINK, () => " "],
  [BARE_URL, () => " "],
  [HTML_TAG, (_, name) => (BREAKING_TAG.test(name!) ? " " : "")],
  [ENTITY, (_, dec, hex, name) => decode(dec, hex, name)],
  [DELIMITERS, () => ""],
];

function decode(dec: string | undefined, hex: string | undefined, name: string | undefined): string {
  if (name !== undefined) return NAMED[name]!;
  const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
}
