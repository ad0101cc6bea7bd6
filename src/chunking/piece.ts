import type { PreparedBlock } from "./prepareDocument.js";

/** The smallest unit a window is made of (a line, an atomic block, a sentence or a word); `joiner` separates it from the piece before. */
export interface Piece {
  startLine: number;
  endLine: number;
  text: string;
  words: number;
  tokens: number;
  joiner: string;
  /** Offsets of the piece in the file's text (see PreparedLines.source), when the document has its text. */
  start?: number;
  end?: number;
  /** A table or code block's body rows `[from, to)` (kept-line indexes), so parent-child can cut it again for its children. */
  rows?: { block: PreparedBlock; from: number; to: number };
}
