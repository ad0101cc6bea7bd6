import { parseWork } from "../parseWork.js";
import { escapedAt, isAsciiAlpha, isAsciiAlphanumeric, isAsciiControl, isSpaceOrEol, isUnicodePunctuation, isUnicodeWhitespace } from "./characters.js";

/** The end of a GFM literal autolink at `at`, or -1: its text stays text, but a `_` or `{` inside is not syntax. */
export function literalAutolinkEnd(src: string, at: number): number {
  const previous = at > 0 ? src.charCodeAt(at - 1) : -1;
  const code = src.charCodeAt(at);
  if (code === 87 || code === 119) {
    if (!(previous < 0 || previous === 40 || previous === 42 || previous === 95 || previous === 91 || previous === 93 || previous === 126 || isSpaceOrEol(previous))) return -1;
    for (let k = 0; k < 3; k++) {
      const c = src.charCodeAt(at + k);
      if (c !== 87 && c !== 119) return -1;
    }
    if (src.charCodeAt(at + 3) !== 46 || at + 4 >= src.length) return -1;
    const domain = domainEnd(src, at);
    return domain < 0 ? -1 : pathEnd(src, domain);
  }
  if (code === 72 || code === 104) {
    if (isAsciiAlpha(previous)) return -1;
    let i = at;
    while (i < src.length && isAsciiAlpha(src.charCodeAt(i)) && i - at < 5) i++;
    const protocol = src.slice(at, i).toLowerCase();
    if ((protocol !== "http" && protocol !== "https") || src.charCodeAt(i) !== 58 || src.charCodeAt(i + 1) !== 47 || src.charCodeAt(i + 2) !== 47) return -1;
    i += 3;
    const first = i < src.length ? src.charCodeAt(i) : -1;
    if (first < 0 || isAsciiControl(first) || isSpaceOrEol(first) || isUnicodeWhitespace(first) || isUnicodePunctuation(first)) return -1;
    const domain = domainEnd(src, i);
    return domain < 0 ? -1 : pathEnd(src, domain);
  }
  return -1;
}

/** A domain: segments of non-punctuation (`-` allowed), no `_` in the last two; returns its end or -1. */
function domainEnd(src: string, i: number): number {
  let underscoreInLast = false;
  let underscoreInLastLast = false;
  let seen = false;
  for (;;) {
    const code = i < src.length ? src.charCodeAt(i) : -1;
    if (code === 46 || code === 95) {
      if (trailEnds(src, i)) break;
      if (code === 95) underscoreInLast = true;
      else {
        underscoreInLastLast = underscoreInLast;
        underscoreInLast = false;
      }
      i++;
      continue;
    }
    if (code < 0 || isSpaceOrEol(code) || isUnicodeWhitespace(code) || (code !== 45 && isUnicodePunctuation(code))) break;
    seen = true;
    i++;
  }
  return underscoreInLast || underscoreInLastLast || !seen ? -1 : i;
}

/** The path after a domain, without trailing punctuation; parentheses must balance. */
function pathEnd(src: string, i: number): number {
  let open = 0;
  let close = 0;
  for (;;) {
    const code = i < src.length ? src.charCodeAt(i) : -1;
    if (code === 40) {
      open++;
      i++;
      continue;
    }
    if (code === 41 && close < open) {
      close++;
      i++;
      continue;
    }
    if (code === 33 || code === 34 || code === 38 || code === 39 || code === 41 || code === 42 || code === 44 || code === 46 || code === 58 || code === 59 || code === 60 || code === 63 || code === 93 || code === 95 || code === 126) {
      if (trailEnds(src, i)) return i;
      if (code === 41) close++;
      i++;
      continue;
    }
    if (code < 0 || isSpaceOrEol(code) || isUnicodeWhitespace(code)) return i;
    i++;
  }
}

/** True when the punctuation from `i` on is trailing: only more trailing punctuation, then the end of the link. */
function trailEnds(src: string, i: number): boolean {
  for (;;) {
    const code = i < src.length ? src.charCodeAt(i) : -1;
    if (code === 33 || code === 34 || code === 39 || code === 41 || code === 42 || code === 44 || code === 46 || code === 58 || code === 59 || code === 63 || code === 95 || code === 126) {
      i++;
      continue;
    }
    if (code === 38) {
      i++;
      if (!isAsciiAlpha(src.charCodeAt(i))) return false;
      while (isAsciiAlpha(src.charCodeAt(i))) i++;
      if (src.charCodeAt(i) !== 59) return false;
      i++;
      continue;
    }
    if (code === 93) {
      i++;
      const next = i < src.length ? src.charCodeAt(i) : -1;
      if (next < 0 || next === 40 || next === 91 || isSpaceOrEol(next) || isUnicodeWhitespace(next)) return true;
      continue;
    }
    return code === 60 || code < 0 || isSpaceOrEol(code) || isUnicodeWhitespace(code);
  }
}

/** GFM's e-mail characters (`atext`): what a local part is made of. */
function isEmailText(code: number): boolean {
  return code === 43 || code === 45 || code === 46 || code === 95 || isAsciiAlphanumeric(code);
}

/** GFM literal e-mails (`_jo@x.org`: the `_` is text), each run read once; `around` is asked at rising offsets. */
export class EmailLiterals {
  private runEnd = -1;
  /** The e-mails of the run last read: start and end offsets, in order. */
  private spans: number[] = [];
  private next = 0;
  constructor(private readonly src: string) {}

  /** The end of the e-mail autolink that holds offset `at`, or -1 when none does. */
  around(at: number): number {
    if (at >= this.runEnd) this.read(at);
    const { spans } = this;
    while (this.next < spans.length && spans[this.next + 1]! <= at) this.next += 2;
    return this.next < spans.length && spans[this.next]! <= at ? spans[this.next + 1]! : -1;
  }

  // micromark tries an e-mail at a run's first character and after each `@`, unless after `/` or escaped
  private read(at: number): void {
    const { src } = this;
    const isRunCode = (code: number): boolean => code === 64 || isEmailText(code);
    let start = at;
    while (start > 0 && isRunCode(src.charCodeAt(start - 1))) start--;
    let end = at;
    while (end < src.length && isRunCode(src.charCodeAt(end))) end++;
    this.runEnd = end;
    parseWork.steps += end - start;
    this.spans = [];
    this.next = 0;
    let from = src.charCodeAt(start - 1) === 47 || escapedAt(src, start) ? this.afterAt(start, end) : start;
    while (from < end) {
      const found = emailEnd(src, from);
      if (found > 0) this.spans.push(from, found);
      from = this.afterAt(found > 0 ? found : from, end);
    }
  }

  /** The offset after the first `@` at or after `from` and before `end`, else `end`. */
  private afterAt(from: number, end: number): number {
    const at = this.src.indexOf("@", from);
    return at < 0 || at >= end ? end : at + 1;
  }
}

/** The end of the e-mail autolink at `at` (GFM: a local part, `@`, a dotted domain ending in a letter), or -1. */
function emailEnd(src: string, at: number): number {
  let i = at;
  while (i < src.length && isEmailText(src.charCodeAt(i))) i++;
  if (i === at || src.charCodeAt(i) !== 64) return -1;
  i++;
  let data = false;
  let dot = false;
  for (;;) {
    const code = src.charCodeAt(i);
    if (code === 46 && isAsciiAlphanumeric(src.charCodeAt(i + 1))) dot = true;
    else if (code === 45 || code === 95 || isAsciiAlphanumeric(code)) data = true;
    else break;
    i++;
  }
  return data && dot && isAsciiAlpha(src.charCodeAt(i - 1)) ? i : -1;
}
