import { buildChunk, contentBudget, unitSize } from "./buildChunk.js";
import type { LineOffsets } from "../corpus/index.js";
import type { Measurer } from "./measure.js";
import { packWindows } from "./packWindows.js";
import { documentPieces } from "./page.js";
import type { Piece } from "./piece.js";
import type { PreparedDocument } from "./prepareDocument.js";
import { sectionAt } from "./sectionAt.js";
import { linePieces, wordPieces } from "./wordPieces.js";
import type { Chunk, ChunkingParams } from "./types.js";

/** Fixed windows over words, blind to structure: the header is the title alone, the heading path the first word's. */
export function chunkFixed(prepared: PreparedDocument, params: ChunkingParams, measurer: Measurer): Chunk[] {
  const { document } = prepared;
  const words = documentWords(documentPieces(prepared), measurer, prepared.source);
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

/** Every word of `lines` as a piece, on its own line number (an atomic block spans several lines). */
function documentWords(lines: readonly Piece[], measurer: Measurer, source: LineOffsets | undefined): Piece[] {
  const words: Piece[] = [];
  for (const line of lines) {
    line.text.split("\n").forEach((text, offset) => wordPieces(text, 0, "\n", linePieces(source, line.startLine + offset, text), measurer, words));
  }
  return words;
}
