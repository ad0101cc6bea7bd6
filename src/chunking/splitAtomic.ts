import { linesPiece } from "./blockPieces.js";
import type { UnitSize } from "./buildChunk.js";
import type { Measured } from "./measure.js";
import type { Piece } from "./piece.js";
import { blockText, type PreparedBlock } from "./prepareDocument.js";

/** A GFM delimiter row: `| --- | :-: |`, `---|---`. */
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/** A table or code block whole if it fits, else parts readable alone; each line (of `body` if given) in exactly one. */
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
  // what every part repeats: the header rows of a table; a code block's fences
  const open: Measured = table
    ? { text: `${lines.texts[first]!}\n${lines.texts[first + 1]!}`, words: lines.words[first]! + lines.words[first + 1]!, tokens: lines.tokens[first]! + lines.tokens[first + 1]! }
    : block.fence!.open;
  const close = table ? undefined : block.fence!.close;
  const prefix = `${open.text}\n`;
  const suffix = close ? `\n${close.text}` : "";
  const repeatedWords = open.words + (close?.words ?? 0);
  const repeatedTokens = open.tokens + (close?.tokens ?? 0);
  const pieces: Piece[] = [];
  let start = body?.from ?? first + headRows;
  const end = body?.to ?? first + count;
  while (start < end) {
    let words = repeatedWords + lines.words[start]!;
    let tokens = repeatedTokens + lines.tokens[start]!;
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
