import type { Piece } from "./piece.js";
import { blockText, type PreparedBlock } from "./prepareDocument.js";

/**
 * The pieces of a block for line-based windows: an atomic block (code, table) is one piece, any
 * other block one piece per line. The first piece of a block is joined to what precedes it by a
 * blank line, so a chunk's text keeps the paragraph breaks of its source.
 */
export function blockPieces(block: PreparedBlock): Piece[] {
  const { lines, first, count } = block;
  if (block.atomic) {
    return [
      {
        startLine: count > 0 ? lines.numbers[first]! : block.startLine,
        endLine: count > 0 ? lines.numbers[first + count - 1]! : block.endLine,
        text: blockText(block, "\n"),
        words: block.words,
        tokens: block.tokens,
        joiner: "\n\n",
      },
    ];
  }
  const pieces: Piece[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const at = first + i;
    const line = lines.numbers[at]!;
    pieces[i] = { startLine: line, endLine: line, text: lines.texts[at]!, words: lines.words[at]!, tokens: lines.tokens[at]!, joiner: i === 0 ? "\n\n" : "\n" };
  }
  return pieces;
}
