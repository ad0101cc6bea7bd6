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
const STEPS: ReadonlyArray<readonly [RegExp, Replacer]> = [
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

/** Character `i` of `text` stands for `input.slice(from[i], to[i])`; one a rewrite produced stands for all it replaced. */
export interface MappedText {
  text: string;
  from: Int32Array;
  to: Int32Array;
}

/** normalizeSpan through the same STEPS (`text` equals `normalizeSpan(input)`), each character mapped to its origin. */
export function normalizeSpanMapped(input: string): MappedText {
  let current: MappedText = { text: input, from: new Int32Array(input.length), to: new Int32Array(input.length) };
  for (let i = 0; i < input.length; i++) {
    current.from[i] = i;
    current.to[i] = i + 1;
  }
  for (const [pattern, replace] of STEPS) current = rewrite(current, pattern, replace);
  current = rewrite(current, /\s+/g, () => " ");
  let start = 0;
  let end = current.text.length;
  while (start < end && /\s/.test(current.text[start]!)) start++;
  while (end > start && /\s/.test(current.text[end - 1]!)) end--;
  return { text: current.text.slice(start, end), from: current.from.slice(start, end), to: current.to.slice(start, end) };
}

function rewrite(source: MappedText, pattern: RegExp, replace: (match: string, ...groups: Array<string | undefined>) => string): MappedText {
  const edits: Array<{ at: number; length: number; text: string }> = [];
  const text = source.text.replace(pattern, (match: string, ...rest: unknown[]) => {
    // replace's callback gets the groups, then the offset and the whole string (none of STEPS has named groups)
    const at = rest[rest.length - 2] as number;
    const value = replace(match, ...(rest.slice(0, -2) as Array<string | undefined>));
    edits.push({ at, length: match.length, text: value });
    return value;
  });
  if (edits.length === 0) return source;
  const from = new Int32Array(text.length);
  const to = new Int32Array(text.length);
  let read = 0;
  let write = 0;
  const copy = (until: number) => {
    from.set(source.from.subarray(read, until), write);
    to.set(source.to.subarray(read, until), write);
    write += until - read;
    read = until;
  };
  for (const edit of edits) {
    copy(edit.at);
    // what a rewrite produced stands for everything it replaced (an empty match at a line start, for nothing)
    const origin = edit.length > 0 ? [source.from[edit.at]!, source.to[edit.at + edit.length - 1]!] : [source.from[edit.at] ?? 0, source.from[edit.at] ?? 0];
    for (let k = 0; k < edit.text.length; k++) {
      from[write] = origin[0]!;
      to[write] = origin[1]!;
      write++;
    }
    read = edit.at + edit.length;
  }
  copy(source.text.length);
  return { text, from, to };
}
