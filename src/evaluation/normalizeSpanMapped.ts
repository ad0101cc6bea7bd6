import { STEPS } from "./normalizeSpan.js";

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
