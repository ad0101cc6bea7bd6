import { blockPieces } from "./blockPieces.js";
import { buildChunk, contentBudget, unitSize } from "./buildChunk.js";
import { packWindows } from "./packWindows.js";
import type { PreparedDocument } from "./prepareDocument.js";
import type { Chunk, ChunkingParams } from "./types.js";

/**
 * Heading-aware chunking. Splits at every heading, so a chunk never crosses one; inside a section,
 * whole lines (a code block or table counts as one line) fill a window until the next would exceed
 * `size`, and the next window repeats trailing lines worth at most `overlap`. A section shorter than
 * the window is one chunk whatever the size, which is why raising `size` past the longest section
 * changes nothing; a single line longer than `size` is never split.
 */
export function chunkStructural(prepared: PreparedDocument, params: ChunkingParams): Chunk[] {
  const { document } = prepared;
  const size = unitSize(params);
  const chunks: Chunk[] = [];
  for (const section of prepared.sections) {
    const pieces = section.blocks.flatMap(blockPieces);
    const windows = packWindows(pieces, { budget: contentBudget(params, section.header), overlap: params.overlap, size });
    for (const [start, end] of windows) {
      const draft = {
        path: document.path,
        title: document.title,
        headingPath: section.headingPath,
        header: section.header,
        pieces: pieces.slice(start, end),
      };
      chunks.push(buildChunk(draft, chunks.length, params));
    }
  }
  return chunks;
}
