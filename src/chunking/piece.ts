import type { PreparedBlock } from "./prepareDocument.js";

/**
 * The smallest unit a window is made of: a whole line, an atomic block, a sentence or a word,
 * depending on the strategy. `joiner` is what separates it from the piece before it in a chunk's
 * text ("\n\n" between blocks, "\n" between lines, " " between sentences or words).
 */
export interface Piece {
  startLine: number;
  endLine: number;
  text: string;
  words: number;
  tokens: number;
  joiner: string;
  /** Offsets of the piece in the file's text (see SourceText), when the document has its text. */
  start?: number;
  end?: number;
  /** For a whole or partial table or code block: the block and its body rows `[from, to)` (kept-line indexes), so it can be cut again for a smaller budget (parent-child's children). */
  rows?: { block: PreparedBlock; from: number; to: number };
}
