import { isAsciiAlpha, isAsciiAlphanumeric, isAsciiControl, isSpaceOrEol } from "./characters.js";
import type { Finder } from "./finder.js";

/** Raw inline HTML at `at` (a `<`) as micromark reads it (§6.6, `<!-->` too): the offset after its `>`, or -1. */
export function htmlText(src: string, at: number, finder: Finder): number {
  let i = at + 1;
  const code = src.charCodeAt(i);
  if (code === 33) {
    i++;
    const next = src.charCodeAt(i);
    if (next === 45) {
      if (src.charCodeAt(i + 1) !== 45) return -1;
      return commentEnd(src, i + 2, finder);
    }
    if (next === 91) {
      if (!src.startsWith("CDATA[", i + 1)) return -1;
      const close = finder.indexOf("]]>", i + 7);
      return close < 0 ? -1 : close + 3;
    }
    if (isAsciiAlpha(next)) {
      const close = finder.indexOf(">", i + 1);
      return close < 0 ? -1 : close + 1;
    }
    return -1;
  }
  if (code === 63) {
    const close = finder.indexOf("?>", i + 1);
    return close < 0 ? -1 : close + 2;
  }
  if (code === 47) {
    i++;
    if (!isAsciiAlpha(src.charCodeAt(i))) return -1;
    while (i < src.length && (src.charCodeAt(i) === 45 || isAsciiAlphanumeric(src.charCodeAt(i)))) i++;
    while (i < src.length && isSpaceOrEol(src.charCodeAt(i))) i++;
    return src.charCodeAt(i) === 62 ? i + 1 : -1;
  }
  if (!isAsciiAlpha(code)) return -1;
  while (i < src.length && (src.charCodeAt(i) === 45 || isAsciiAlphanumeric(src.charCodeAt(i)))) i++;
  const after = src.charCodeAt(i);
  if (!(after === 47 || after === 62 || isSpaceOrEol(after))) return -1;
  return openTagRest(src, i, src.length, false, finder);
}

/** After `<!--`: `>`, or dashes then `>`, closes at once (`<!-->`, `<!--->`); else the first `-->`. */
function commentEnd(src: string, i: number, finder: Finder): number {
  let j = i;
  while (src.charCodeAt(j) === 45) j++;
  if (src.charCodeAt(j) === 62) return j + 1;
  const close = finder.indexOf("-->", j);
  return close < 0 ? -1 : close + 3;
}

/** The end of a tag's attributes and `/>` or `>`, or -1; `flow`: as html-flow (one line, unquoted values end apart). */
export function openTagRest(src: string, i: number, end: number, flow: boolean, finder?: Finder): number {
  let state = BETWEEN;
  let quote = 0;
  for (;;) {
    const code = i < end ? src.charCodeAt(i) : -1;
    switch (state) {
      case BETWEEN:
        if (code === 47) return i + 1 < end && src.charCodeAt(i + 1) === 62 ? i + 2 : -1;
        if (code === 58 || code === 95 || isAsciiAlpha(code)) {
          state = NAME;
          i++;
        } else if (isSpaceOrEol(code)) i++;
        else return code === 62 ? i + 1 : -1;
        break;
      case NAME:
        if (code === 45 || code === 46 || code === 58 || code === 95 || isAsciiAlphanumeric(code)) i++;
        else state = NAME_AFTER;
        break;
      case NAME_AFTER:
        if (code === 61) {
          state = VALUE_BEFORE;
          i++;
        } else if (isSpaceOrEol(code)) i++;
        else state = BETWEEN;
        break;
      case VALUE_BEFORE:
        if (code === -1 || code === 60 || code === 61 || code === 62 || code === 96) return -1;
        if (code === 34 || code === 39) {
          quote = code;
          state = QUOTED;
          i++;
        } else if (isSpaceOrEol(code)) i++;
        else {
          // html-text takes the value's first character whatever it is; html-flow reads it as the next one
          state = UNQUOTED;
          if (!flow) i++;
        }
        break;
      case QUOTED: {
        let close = i;
        if (finder) close = finder.indexOf(String.fromCharCode(quote), i);
        else while (close < end && src.charCodeAt(close) !== quote) close++;
        if (close < 0 || close >= end) return -1;
        i = close + 1;
        state = QUOTED_AFTER;
        break;
      }
      case QUOTED_AFTER:
        if (code === 47 || code === 62 || isSpaceOrEol(code)) state = BETWEEN;
        else return -1;
        break;
      case UNQUOTED:
        if (code !== -1 && code !== 34 && code !== 39 && code !== 47 && code !== 60 && code !== 61 && code !== 62 && code !== 96 && !isSpaceOrEol(code)) i++;
        else if (flow) state = NAME_AFTER;
        else if (code === 47 || code === 62 || isSpaceOrEol(code)) state = BETWEEN;
        else return -1;
        break;
    }
  }
}

const BETWEEN = 0;
const NAME = 1;
const NAME_AFTER = 2;
const VALUE_BEFORE = 3;
const QUOTED = 4;
const QUOTED_AFTER = 5;
const UNQUOTED = 6;

/** An autolink (`<scheme:…>` or `<user@host>`) at `at`: the offset after its `>`, or -1. */
export function autolink(src: string, at: number): number {
  let i = at + 1;
  let code = src.charCodeAt(i);
  if (isAsciiAlpha(code)) {
    i++;
    code = src.charCodeAt(i);
    if (code === 43 || code === 45 || code === 46 || isAsciiAlphanumeric(code)) {
      let size = 1;
      for (;;) {
        code = src.charCodeAt(i);
        if (code === 58) return urlEnd(src, i + 1);
        if ((code === 43 || code === 45 || code === 46 || isAsciiAlphanumeric(code)) && size++ < 32) i++;
        else break;
      }
    }
  } else if (code === 64) return -1;
  // Email: atext+ `@` label (`.` label)*.
  for (;;) {
    code = src.charCodeAt(i);
    if (code === 64) break;
    if (!ATEXT.test(String.fromCharCode(code))) return -1;
    i++;
  }
  i++;
  for (;;) {
    if (!isAsciiAlphanumeric(src.charCodeAt(i))) return -1;
    let size = 0;
    for (;;) {
      code = src.charCodeAt(i);
      // After a `-` only another `-` or a letter or digit may follow.
      if ((code === 46 || code === 62) && src.charCodeAt(i - 1) === 45) return -1;
      if (code === 46) {
        i++;
        break;
      }
      if (code === 62) return i + 1;
      if ((code === 45 || isAsciiAlphanumeric(code)) && size++ < 63) i++;
      else return -1;
    }
  }
}

function urlEnd(src: string, i: number): number {
  for (; i < src.length; i++) {
    const code = src.charCodeAt(i);
    if (code === 62) return i + 1;
    if (code === 32 || code === 60 || isAsciiControl(code)) return -1;
  }
  return -1;
}

// an e-mail autolink's local part: ASCII letters, digits and #$%&'*+-/=?^_`{|}~
const ATEXT = /^[#-'*+\-./0-9=?A-Z^-~]$/;
