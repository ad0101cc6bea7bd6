import type { Piece } from "./piece.js";
import { blockText, type PreparedBlock } from "./prepareDocument.js";
import { locateInLine, locateLineOrTail } from "./locateInLine.js";

/** A block's pieces: one for an atomic block, else one per line, the first joined by a blank line. */
export function blockPieces(block: PreparedBlock): Piece[] {
  const { lines, first, count } = block;
  if (block.atomic) return [linesPiece(block, first, first + count, blockText(block, "\n"), block)];
  const pieces: Piece[] = new Array(count);
  const { source } = lines;
  for (let i = 0; i < count; i++) {
    const at = first + i;
    const line = lines.numbers[at]!;
    const text = lines.texts[at]!;
    const joiner = i === 0 ? "\n\n" : "\n";
    if (!source) {
      pieces[i] = { startLine: line, endLine: line, text, words: lines.words[at]!, tokens: lines.tokens[at]!, joiner };
      continue;
    }
    // offsets without locateInLine's pair in the usual case (the line or its tail)
    let start = locateLineOrTail(source, line, text);
    let end = start + text.length;
    if (start < 0) [start, end] = locateInLine(source, line, text);
    pieces[i] = { startLine: line, endLine: line, text, words: lines.words[at]!, tokens: lines.tokens[at]!, joiner, start, end };
  }
  return pieces;
}

/** A piece of the block's kept lines `from` .. `to - 1`, with `text` and `counts`, spanning their lines and offsets. */
export function linesPiece(block: PreparedBlock, from: number, to: number, text: string, counts: { words: number; tokens: number }): Piece {
  const { lines } = block;
  const empty = to <= from;
  const startLine = empty ? block.startLine : lines.numbers[from]!;
  const endLine = empty ? block.endLine : lines.numbers[to - 1]!;
  const piece: Piece = { startLine, endLine, text, words: counts.words, tokens: counts.tokens, joiner: "\n\n" };
  if (lines.source && !empty) {
    piece.start = locateInLine(lines.source, startLine, lines.texts[from]!)[0];
    piece.end = locateInLine(lines.source, endLine, lines.texts[to - 1]!)[1];
  }
  return piece;
}
