/** Whitespace runs become one space, ends trimmed, markup kept: for comparing a block's text with a chunk's. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
