import { buildChunk, contentBudget, unitSize } from "./buildChunk.js";
import { dropMarkupOnly } from "./dropMarkupOnly.js";
import { mergeSmallSections } from "./mergeSmallSections.js";
import { packWindows } from "./packWindows.js";
import type { Piece } from "./piece.js";
import type { Document } from "../corpus/index.js";
import type { PreparedDocument, PreparedSection } from "./prepareDocument.js";
import { headingPiece, isBareLeafHeading, sectionPieces } from "./sectionPieces.js";
import { sectionChunks } from "./sectionRun.js";
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
  const { document } = prepared;
  if (!params.mergeSmallSections) {
    const chunks: Chunk[] = [];
    prepared.sections.forEach((section, i) => sectionChunks(document, section, prepared.sections[i + 1], params, chunks));
    return chunks;
  }
  const chunks: Chunk[] = [];
  const planned = prepared.sections.map((section, i) => planSection(section, prepared.sections[i + 1], params));
  for (const group of mergeSmallSections(prepared, planned, params)) {
    if ("merged" in group) chunks.push(buildChunk({ path: document.path, title: document.title, ...group.merged }, chunks.length, params));
    else windowChunks(document, group.single, params, chunks);
  }
  return chunks;
}

/**
 * chunkStructural without `mergeSmallSections`, over a document's prepared sections as `sections`
 * hands them over, in order (all of them, each once): a section's pieces are dropped once its chunks
 * are built, and with a LazyPreparedDocument's visitSections no section is kept after its chunks,
 * instead of a whole document's sections and pieces living until its last chunk (in a large outline
 * they outlive the young generation and become old-space garbage). The same chunks as
 * chunkStructural, less those that hold only markup (dropMarkupOnly, as chunkDocument drops them
 * for every strategy). `document.sections` parallel the prepared sections (as prepareDocument makes
 * them): the next one's heading path is read from there. The chunks are numbered from
 * `firstOrdinal` (a caller chunking a document section by section).
 */
export function chunkStructuralSections(
  document: Document,
  sections: (visit: (section: PreparedSection, index: number) => void) => void,
  params: ChunkingParams,
  firstOrdinal = 0,
): Chunk[] {
  const chunks: Chunk[] = [];
  sections((section, i) => sectionChunks(document, section, document.sections[i + 1], params, chunks, firstOrdinal));
  return dropMarkupOnly(chunks, firstOrdinal);
}

/** One section's pieces and windows; `next` is the section after it (its heading path is all that is read). */
function planSection(section: PreparedSection, next: { headingPath: readonly string[] } | undefined, params: ChunkingParams): SectionWindows {
  const size = unitSize(params);
  const budget = contentBudget(params, section.header);
  const bare = isBareLeafHeading(section, next) ? headingPiece(section) : undefined;
  const pieces = bare ? [bare] : sectionPieces(section, budget, size);
  return { section, pieces, windows: packWindows(pieces, { budget, overlap: params.overlap, size }) };
}

/** The chunks of one planned section's windows (mergeSmallSections' single ones), appended to `chunks` (their ordinals continue its length). */
function windowChunks(document: Document, planned: SectionWindows, params: ChunkingParams, chunks: Chunk[], firstOrdinal = 0): void {
  const { section, pieces, windows } = planned;
  for (const [start, end] of windows) {
    const draft = { path: document.path, title: document.title, headingPath: section.headingPath, header: section.header, pieces: pieces.slice(start, end) };
    chunks.push(buildChunk(draft, firstOrdinal + chunks.length, params));
  }
}
