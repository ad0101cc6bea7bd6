import { buildChunk, contentBudget, unitSize } from "./buildChunk.js";
import { mergeSmallSections } from "./mergeSmallSections.js";
import { packWindows } from "./packWindows.js";
import type { Piece } from "./piece.js";
import type { PreparedDocument, PreparedSection } from "./prepareDocument.js";
import { headingPiece, isBareLeafHeading, sectionPieces } from "./sectionPieces.js";
import type { Chunk, ChunkingParams } from "./types.js";

/** One section's windows, before they become chunks (mergeSmallSections may join whole ones). */
export interface SectionWindows {
  section: PreparedSection;
  pieces: Piece[];
  windows: Array<[number, number]>;
}

/**
 * Heading-aware chunking. Splits at every heading, so a chunk never crosses one; inside a section,
 * whole lines fill a window until the next would exceed `size`, and the next window repeats trailing
 * lines worth at most `overlap`. A table or code block counts as one line; one larger than the
 * window is cut cleanly (a table repeats its header rows in every part, a code block is closed and
 * reopened with its info string; see splitAtomic). A section shorter than the window is one chunk
 * whatever the size, which is why raising `size` past the longest section changes nothing; a single
 * line longer than `size` is never split (the chunk is flagged `oversized`).
 *
 * A heading with no content and no subsection (a paragraph directly followed by `---` is such a
 * setext heading) is a chunk of its own holding the heading's text, so its words stay in the index.
 * With `mergeSmallSections`, consecutive sibling sections that together fit in `size` share a chunk
 * (see mergeSmallSections).
 */
export function chunkStructural(prepared: PreparedDocument, params: ChunkingParams): Chunk[] {
  const size = unitSize(params);
  const plan = (section: PreparedSection, i: number): SectionWindows => {
    const budget = contentBudget(params, section.header);
    const bare = isBareLeafHeading(prepared, i) ? headingPiece(section) : undefined;
    const pieces = bare ? [bare] : sectionPieces(section, budget, size);
    return { section, pieces, windows: packWindows(pieces, { budget, overlap: params.overlap, size }) };
  };
  const { document } = prepared;
  const chunks: Chunk[] = [];
  const windowed = (planned: SectionWindows) => {
    const { section, pieces, windows } = planned;
    for (const [start, end] of windows) {
      const draft = { path: document.path, title: document.title, headingPath: section.headingPath, header: section.header, pieces: pieces.slice(start, end) };
      chunks.push(buildChunk(draft, chunks.length, params));
    }
  };
  if (!params.mergeSmallSections) {
    // Section by section: a section's pieces are dropped once its chunks are built, instead of every
    // piece of the document living until the last chunk (vba-docs' api/TOC.md: 32,910 chunks' worth,
    // which outlived the young generation and was promoted, ~13 MB of old-space garbage a cold check).
    prepared.sections.forEach((section, i) => windowed(plan(section, i)));
    return chunks;
  }
  for (const group of mergeSmallSections(prepared, prepared.sections.map(plan), params)) {
    if ("merged" in group) chunks.push(buildChunk({ path: document.path, title: document.title, ...group.merged }, chunks.length, params));
    else windowed(group.single);
  }
  return chunks;
}
