import type { LineOffsets } from "../corpus/index.js";
import { locateInLine } from "./locateInLine.js";
import type { Measurer } from "./measure.js";
import type { Piece } from "./piece.js";

/** Makes a piece of one line from its text, its column in the line, its counts and its joiner (see {@link linePieces}). */
export type LinePieceMaker = (text: string, column: number, counts: { words: number; tokens: number }, joiner: string) => Piece;

/** Pieces of line `line` placed by column if it is in the file verbatim, else at the line; nowhere without `source`. */
export function linePieces(source: LineOffsets | undefined, line: number, lineText: string): LinePieceMaker {
  const span = source ? locateInLine(source, line, lineText) : undefined;
  const base = span && span[1] - span[0] === lineText.length ? span[0] : undefined;
  return (text, column, counts, joiner) => {
    const piece: Piece = { startLine: line, endLine: line, text, words: counts.words, tokens: counts.tokens, joiner };
    if (base !== undefined) {
      piece.start = base + column;
      piece.end = base + column + text.length;
    } else if (span) [piece.start, piece.end] = span;
    return piece;
  };
}

/** The words of `text`, which starts `column` into its line, appended to `into`: the first joined by `joiner`, the rest by a space. */
export function wordPieces(text: string, column: number, joiner: string, make: LinePieceMaker, measurer: Measurer, into: Piece[]): void {
  for (const match of text.matchAll(/\S+/g)) {
    into.push(make(match[0], column + match.index, { words: 1, tokens: measurer.wordTokens(match[0]) }, joiner));
    joiner = " ";
  }
}
