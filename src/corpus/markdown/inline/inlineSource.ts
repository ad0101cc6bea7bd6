import { firstNonSpace } from "../cursor.js";
import type { Span } from "../types.js";

/** A block's inline content as one string (`\n` between lines, indentation dropped): constructs may span lines. */
export interface InlineSource {
  src: string;
  /** For each line piece: where it starts in `src`, where in the file, and its line number. */
  pieces: Array<{ at: number; origin: number; line: number }>;
}

/** Joins spans into an {@link InlineSource}; whitespace at the start of every span is dropped. */
export function inlineSource(text: string, spans: readonly Span[]): InlineSource {
  let src = "";
  const pieces: InlineSource["pieces"] = [];
  spans.forEach((span, i) => {
    const start = firstNonSpace(text, span.start, span.end);
    if (i > 0) src += "\n";
    pieces.push({ at: src.length, origin: start, line: span.line });
    src += text.slice(start, span.end);
  });
  return { src, pieces };
}

/** The file offset of `src` offset `at` (an offset at a `\n` maps to the end of its line). */
export function originOf(source: InlineSource, at: number): number {
  const piece = pieceAt(source, at);
  return piece.origin + (at - piece.at);
}

/** The last piece starting at or before `at` (the first if none does). */
export function pieceAt(source: InlineSource, at: number): InlineSource["pieces"][number] {
  const { pieces } = source;
  let low = 0;
  let high = pieces.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (pieces[middle]!.at <= at) low = middle;
    else high = middle - 1;
  }
  return pieces[low]!;
}
