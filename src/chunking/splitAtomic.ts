import { linesPiece } from "./blockPieces.js";
import type { UnitSize } from "./buildChunk.js";
import type { Piece } from "./piece.js";
import { blockText, type PreparedBlock } from "./prepareDocument.js";

/** A GFM delimiter row: `| --- | :-: |`, `---|---`. */
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/**
 * An atomic block (table or code) for a window of `budget`: one piece when it fits, else parts cut
 * between lines, each readable alone (header rows repeated, fences reopened) and counted with what it
 * repeats; only a single line can exceed the budget. Each line of the block (or of `body`, the rows
 * parent-child cuts again) is in exactly one part, in order.
 */
export function splitAtomic(block: PreparedBlock, budget: number, size: UnitSize, body?: { from: number; to: number }): Piece[] {
  const { lines, first, count } = block;
  const table = block.kind === "table" && count > 2 && DELIMITER_ROW.test(lines.texts[first + 1]!);
  const splittable = table || block.fence !== undefined;
  const headRows = table ? 2 : 0;
  if (!body && (size(block) <= budget || count < 2 || !splittable)) {
    const whole = linesPiece(block, first, first + count, blockText(block, "\n"), block);
    if (splittable && count >= 2) whole.rows = { block, from: first + headRows, to: first + count };
    return [whole];
  }
  let prefix = "";
  let prefixWords = 0;
  let prefixTokens = 0;
  let suffix = "";
  let suffixWords = 0;
  let suffixTokens = 0;
  if (table) {
    prefix = `${lines.texts[first]!}\n${lines.texts[first + 1]!}\n`;
    prefixWords = lines.words[first]! + lines.words[first + 1]!;
    prefixTokens = lines.tokens[first]! + lines.tokens[first + 1]!;
  } else {
    const fence = block.fence!;
    prefix = `${fence.open.text}\n`;
    prefixWords = fence.open.words;
    prefixTokens = fence.open.tokens;
    suffix = `\n${fence.close.text}`;
    suffixWords = fence.close.words;
    suffixTokens = fence.close.tokens;
  }
  const pieces: Piece[] = [];
  let start = body?.from ?? first + headRows;
  const end = body?.to ?? first + count;
  while (start < end) {
    let words = prefixWords + suffixWords + lines.words[start]!;
    let tokens = prefixTokens + suffixTokens + lines.tokens[start]!;
    let stop = start + 1;
    while (stop < end) {
      const next = { words: words + lines.words[stop]!, tokens: tokens + lines.tokens[stop]! };
      if (size(next) > budget) break;
      words = next.words;
      tokens = next.tokens;
      stop++;
    }
    // the piece holding the first body row starts at the header; a later one at its first row
    const from = start === first + headRows ? first : start;
    const text = lines.texts.slice(start, stop).join("\n");
    const piece = linesPiece(block, from, stop, `${prefix}${text}${suffix}`, { words, tokens });
    piece.rows = { block, from: start, to: stop };
    pieces.push(piece);
    start = stop;
  }
  return pieces;
}
