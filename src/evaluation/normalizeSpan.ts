/**
 * Whitespace-normalised text for span matching: runs of whitespace become one space, ends trimmed.
 * Case and punctuation are kept, so a span means exactly the words it quotes, but line wrapping
 * and the joiners a chunker puts between lines never break a match.
 */
export function normalizeSpan(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
