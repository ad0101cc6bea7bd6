/**
 * Runs of whitespace become one space, ends trimmed; nothing else changes. For comparing a block's
 * text with a chunk's, where line wrapping and the joiners a chunker puts between lines must not
 * count but markup must (it is what was cut or kept); gold spans use normalizeSpan instead.
 */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
