/** Whitespace runs become one space, ends trimmed, markup kept: for comparing a block's text with a chunk's. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// JavaScript's `\s` (WhiteSpace and LineTerminator), also what `trim` removes.
const WHITESPACE = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);

function isWhitespace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x2000 && code <= 0x200a) || (code >= 0xa0 && WHITESPACE.has(code));
}

/** `normalizeWhitespace(text).includes(needle)` for a normalised `needle`, without building the normalised copy. */
export function includesNormalized(text: string, needle: string): boolean {
  if (needle.length === 0) return true;
  const space = needle.indexOf(" ");
  const first = space === -1 ? needle : needle.slice(0, space);
  for (let at = text.indexOf(first); at !== -1; at = text.indexOf(first, at + 1)) {
    if (matchesAt(text, at + first.length, needle, first.length)) return true;
  }
  return false;
}

// Whether the rest of `needle`, from `from`, matches `text` from `at` with whitespace runs folded.
function matchesAt(text: string, at: number, needle: string, from: number): boolean {
  let i = at;
  for (let j = from; j < needle.length; j++) {
    const code = needle.charCodeAt(j);
    if (code === 0x20) {
      if (i >= text.length || !isWhitespace(text.charCodeAt(i))) return false;
      do i++;
      while (i < text.length && isWhitespace(text.charCodeAt(i)));
    } else {
      if (i >= text.length || text.charCodeAt(i) !== code) return false;
      i++;
    }
  }
  return true;
}
