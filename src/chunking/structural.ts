import { buildChunk, contentBudget, unitSize, type UnitSize } from "./buildChunk.js";
import { codeRanges, dropMarkupOnly } from "./dropMarkupOnly.js";
import { mergeSmallSections } from "./mergeSmallSections.js";
import { packWindows } from "./packWindows.js";
import type { Piece } from "./piece.js";
import type { Document } from "../corpus/index.js";
import type { PreparedDocument, PreparedSection } from "./prepareDocument.js";
import { headingPiece, isBareLeafHeading, sectionPieces } from "./sectionPieces.js";
import type { Chunk, ChunkingParams } from "./types.js";

/** One section's windows, before they become chunks (mergeSmallSections may join whole ones). */
export interface SectionWindows {
  section: PreparedSection;
  pieces: Piece[];
  windows: Array<[number, number]>;
}

/** Heading-aware chunking: windows of whole lines never cross a heading; a bare leaf heading is its own chunk. */
export function chunkStructural(prepared: PreparedDocument, params: ChunkingParams): Chunk[] {
  const { document } = prepared;
  const chunks: Chunk[] = [];
  const planned = prepared.sections.map((section, i) => planSection(section, prepared.sections[i + 1], params));
  for (const group of params.mergeSmallSections ? mergeSmallSections(prepared, planned, params) : planned.map((single) => ({ single }))) {
    if ("merged" in group) chunks.push(buildChunk({ path: document.path, title: document.title, ...group.merged }, chunks.length, params));
    else windowChunks(document, group.single, params, chunks);
  }
  return chunks;
}

/** chunkStructural unmerged, less markup-only chunks, over sections visited once each, from `firstOrdinal`. */
export function chunkStructuralSections(
  document: Document,
  sections: (visit: (section: PreparedSection, index: number) => void) => void,
  params: ChunkingParams,
  firstOrdinal = 0,
): Chunk[] {
  const chunks: Chunk[] = [];
  const code: Array<[number, number]> = [];
  sections((section, i) => {
    codeRanges([section], code);
    windowChunks(document, planSection(section, document.sections[i + 1], params), params, chunks, firstOrdinal);
  });
  return dropMarkupOnly(chunks, firstOrdinal, code);
}

/** One section's pieces (a bare leaf heading alone, given `next`) and its windows for its header's budget. */
export function planSection(
  section: PreparedSection,
  next: { headingPath: readonly string[] } | undefined,
  params: ChunkingParams,
  piecesOf: (section: PreparedSection, budget: number, size: UnitSize) => Piece[] = sectionPieces,
): SectionWindows {
  const size = unitSize(params);
  const budget = contentBudget(params, section.header);
  const bare = isBareLeafHeading(section, next) ? headingPiece(section) : undefined;
  const pieces = bare ? [bare] : piecesOf(section, budget, size);
  return { section, pieces, windows: packWindows(pieces, { budget, overlap: params.overlap, size }) };
}

/** The chunks of one planned section's windows, appended to `chunks`, numbered from `firstOrdinal` plus its length. */
export function windowChunks(document: Document, planned: SectionWindows, params: ChunkingParams, chunks: Chunk[], firstOrdinal = 0): void {
  const { section, pieces, windows } = planned;
  for (const [start, end] of windows) {
    const draft = { path: document.path, title: document.title, headingPath: section.headingPath, header: section.header, pieces: pieces.slice(start, end) };
    chunks.push(buildChunk(draft, firstOrdinal + chunks.length, params));
  }
}
