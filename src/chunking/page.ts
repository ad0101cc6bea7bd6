import { blockPieces } from "./blockPieces.js";
import { buildChunk } from "./buildChunk.js";
import { headingPiece } from "./sectionPieces.js";
import type { Piece } from "./piece.js";
import type { PreparedDocument } from "./prepareDocument.js";
import type { Chunk, ChunkingParams } from "./types.js";

/** One chunk per document (none without text): every heading and line under the title as header; `size` and `overlap` do not apply. */
export function chunkPage(prepared: PreparedDocument, params: ChunkingParams): Chunk[] {
  const pieces = documentPieces(prepared);
  if (pieces.length === 0) return [];
  const { document } = prepared;
  const draft = { path: document.path, title: document.title, headingPath: [], header: prepared.titleHeader, pieces };
  return [buildChunk(draft, 0, params)];
}

/** All pieces of a document, headings included as lines of their own, for strategies that ignore structure. */
export function documentPieces(prepared: PreparedDocument): Piece[] {
  const pieces: Piece[] = [];
  for (const section of prepared.sections) {
    const piece = headingPiece(section);
    if (piece) pieces.push(piece);
    // one by one: spreading a huge paragraph into push() overflows the stack
    for (const block of section.blocks) for (const piece of blockPieces(block)) pieces.push(piece);
  }
  return pieces;
}
