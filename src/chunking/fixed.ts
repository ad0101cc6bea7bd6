import { buildChunk, contentBudget, unitSize } from "./buildChunk.js";
import type { LineOffsets } from "../corpus/index.js";
import type { Measurer } from "./measure.js";
import { packWindows } from "./packWindows.js";
import { documentPieces } from "./page.js";
import type { Piece } from "./piece.js";
import type { PreparedDocument } from "./prepareDocument.js";
import { sectionAt } from "./sectionAt.js";
import { locateInLine } from "./locateInLine.js";
import type { Chunk, ChunkingParams } from "./types.js";

/**
 * Fixed windows over words, blind to headings and blocks, with at most `overlap` repeated. The header
 * is the title alone (a window may span sections); the heading path is its first word's.
 */
export function chunkFixed(prepared: PreparedDocument, params: ChunkingParams, measurer: Measurer): Chunk[] {
  const { document } = prepared;
  const words = wordPieces(documentPieces(prepared), measurer, prepared.source);
  const windows = packWindows(words, { budget: contentBudget(params, prepared.titleHeader), overlap: params.overlap, size: unitSize(params) });
  return windows.map(([start, end], ordinal) => {
    const pieces = words.slice(start, end);
    const draft = {
      path: document.path,
      title: document.title,
      headingPath: sectionAt(prepared, pieces[0]!.startLine),
      header: prepared.titleHeader,
      pieces,
    };
    return buildChunk(draft, ordinal, params);
  });
}

function wordPieces(lines: readonly Piece[], measurer: Measurer, source: LineOffsets | undefined): Piece[] {
  const words: Piece[] = [];
  for (const line of lines) {
    // an atomic block spans several lines: keep each word on its own line number
    line.text.split("\n").forEach((text, offset) => {
      let first = true;
      const at = line.startLine + offset;
      // words are placed by their index in the line when the line is in the file verbatim
      const span = source ? locateInLine(source, at, text) : undefined;
      const base = span && span[1] - span[0] === text.length ? span[0] : undefined;
      for (const match of text.matchAll(/\S+/g)) {
        const word = match[0];
        const piece: Piece = { startLine: at, endLine: at, text: word, words: 1, tokens: measurer.wordTokens(word), joiner: first ? "\n" : " " };
        if (base !== undefined) [piece.start, piece.end] = [base + match.index, base + match.index + word.length];
        else if (span) [piece.start, piece.end] = span;
        words.push(piece);
        first = false;
      }
    });
  }
  return words;
}
