import { escapeCode, escapeMarkdown } from "./escapeMarkdown.js";

/**
 * An engine sentence that marks ids and paths with backticks as safe Markdown: each pair a code
 * span, the rest plain text; as safe as escapeMarkdown whatever the input.
 */
export function escapeProse(text: string): string {
  const parts = text.split("`");
  const segments: Array<{ code: boolean; text: string }> = [];
  parts.forEach((part, i) => {
    const paired = i % 2 === 1 && i < parts.length - 1;
    const code = paired && part.trim() !== "";
    // An unpaired backtick, or an empty pair, is text: merged with its neighbours so that the
    // reference breaks of escapeMarkdown see `#` and `1` of "#``1" side by side.
    const literal = code ? part : i % 2 === 1 ? "`" + part + (paired ? "`" : "") : part;
    const last = segments.at(-1);
    if (last && !last.code && !code) last.text += literal;
    else segments.push({ code, text: literal });
  });
  return segments
    .map((segment, i) => {
      if (segment.code) return escapeCode(segment.text);
      // Two code spans must never touch: their fences would merge into one longer run, and a
      // shorter run inside the second span could then close the first, exposing the rest as Markdown.
      if (segment.text === "") return i > 0 && i < segments.length - 1 ? " " : "";
      // Text after a code span is mid-line, where `:` or `-` start nothing: a neutral letter in
      // front keeps escapeMarkdown from escaping them as if they began the line.
      return i === 0 ? escapeMarkdown(segment.text) : escapeMarkdown(`x${segment.text}`).slice(1);
    })
    .join("");
}
