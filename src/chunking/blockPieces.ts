import type { Piece } from "./piece.js";
import type { PreparedBlock } from "./prepareDocument.js";

/**
 * The pieces of a block for line-based windows: an atomic block (code, table) is one piece, any
 * other block one piece per line. The first piece of a block is joined to what precedes it by a
 * blank line, so a chunk's text keeps the paragraph breaks of its source.
 */
export function blockPieces(block: PreparedBlock): Piece[] {
  if (block.atomic) {
    const first = block.lines[0];
    const last = block.lines[block.lines.length - 1];
    return [
      {
        startLine: first ? first.line : block.startLine,
        endLine: last ? last.line : block.endLine,
        text: block.lines.map((l) => l.text).join("\n"),
        words: block.words,
        tokens: block.tokens,
        joiner: "\n\n",
      },
    ];
  }
  return block.lines.map((l, i) => ({
    startLine: l.line,
    endLine: l.line,
    text: l.text,
    words: l.words,
    tokens: l.tokens,
    joiner: i === 0 ? "\n\n" : "\n",
  }));
}
