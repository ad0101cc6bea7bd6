import { chunkId, unitSize } from "./buildChunk.js";
import type { Document } from "../corpus/index.js";
import { LazyPreparedDocument } from "./lazyPreparedDocument.js";
import type { PreparedDocument, PreparedSection } from "./prepareDocument.js";
import { isBareLeafHeading } from "./sectionPieces.js";
import { chunkStructuralSections } from "./structural.js";
import type { Chunk, ChunkingParams } from "./types.js";

/**
 * The smallest `size` from which structural chunking gives `section` one chunk that is the same,
 * its id aside, whatever the size and the overlap (`params` otherwise fixed: unit, context header);
 * Infinity for a section that makes no chunk. It is the section's content (its blocks, or its
 * heading when it is a bare leaf heading; `next` is the section after it) plus its header's cost.
 *
 * Why it holds: at such a size the budget (size minus header cost) holds all the content, so no
 * table or code block is cut (splitAtomic cuts only a block over the budget), the section is one
 * window (packWindows closes one only past the budget, so the overlap never applies), and the chunk
 * is not over the size (so not flagged oversized): it is the header and the whole content, which the
 * size does not change. Only its ordinal in the document, so its id, depends on the sections before.
 */
function sectionSizeIndependentFrom(section: PreparedSection, next: { headingPath: readonly string[] } | undefined, params: ChunkingParams): number {
  const size = unitSize(params);
  let content = 0;
  if (isBareLeafHeading(section, next)) content = size(section.heading!);
  else if (section.blocks.length === 0) return Infinity;
  else for (const block of section.blocks) content += size(block);
  return content + (params.contextHeader ? size(section.header) : 0);
}

/**
 * chunkStructuralSections (the built-in structural chunker without `mergeSmallSections`), reusing
 * the chunks of sections whose chunk does not depend on the size (see sectionSizeIndependentFrom):
 * `kept` maps a section's index in the document to its chunk as an earlier call made it, and each
 * such chunk made here is added to it. A kept chunk comes back as a copy with this call's id, so
 * a sweep's cells share each such section's text, embed text and counts instead of building them
 * again (in most corpora most sections are shorter than any window).
 *
 * Guarantees: the same chunks, field for field and in order, as chunkStructuralSections with the
 * same arguments, provided every `kept` entry was made for this document with params that differ
 * at most in size and overlap. `onChunk` gets each chunk as it is made, with the kept chunk it is
 * copied from (undefined for one built here) and whether it was just kept.
 */
export function chunkStableSections(
  document: Document,
  sections: (visit: (section: PreparedSection, index: number) => void) => void,
  params: ChunkingParams,
  kept: Map<number, Chunk>,
  onChunk: (chunk: Chunk, from: Chunk | undefined, keeping: boolean) => void,
): Chunk[] {
  const chunks: Chunk[] = [];
  let memo = memoByKept.get(kept);
  if (memo === undefined) memoByKept.set(kept, (memo = { sizeFrom: new Float64Array(document.sections.length).fill(NaN), ids: [] }));
  const { sizeFrom, ids } = memo;
  sections((section, i) => {
    // NaN: not yet known (or past the document's sections, where nothing is remembered)
    let from = i < sizeFrom.length ? sizeFrom[i]! : NaN;
    if (Number.isNaN(from)) {
      from = sectionSizeIndependentFrom(section, document.sections[i + 1], params);
      if (i < sizeFrom.length) sizeFrom[i] = from;
    }
    const stable = params.size >= from;
    const keptChunk = stable ? kept.get(i) : undefined;
    if (keptChunk) {
      const ordinal = chunks.length;
      const chunk = { ...keptChunk, id: (ids[ordinal] ??= chunkId(document.path, ordinal)) };
      chunks.push(chunk);
      onChunk(chunk, keptChunk, false);
      return;
    }
    const made = chunkStructuralSections(document, (visit) => visit(section, i), params, chunks.length);
    const keeping = stable && made.length === 1;
    if (keeping) kept.set(i, made[0]!);
    for (const chunk of made) {
      chunks.push(chunk);
      onChunk(chunk, undefined, keeping);
    }
  });
  return chunks;
}

/**
 * What chunkStableSections works out once per `kept` map (so per document and params but size and
 * overlap) instead of once per call: each section's sectionSizeIndependentFrom (NaN until known),
 * and the ids of copied chunks by ordinal (a sweep copies the same ordinals of the same document
 * again and again, and making an id is a large part of copying a chunk).
 */
const memoByKept = new WeakMap<Map<number, Chunk>, { sizeFrom: Float64Array; ids: string[] }>();

/**
 * chunkStableSections over a document of a prepared corpus (see prepareCorpus), its sections handed
 * over as chunkCorpus hands them to the structural chunker; null, having chunked nothing, for a
 * prepared document not made by prepareCorpus (then call chunkDocument).
 */
export function chunkDocumentStable(
  prepared: PreparedDocument,
  params: ChunkingParams,
  kept: Map<number, Chunk>,
  onChunk: (chunk: Chunk, from: Chunk | undefined, keeping: boolean) => void,
): Chunk[] | null {
  if (!(prepared instanceof LazyPreparedDocument)) return null;
  return chunkStableSections(prepared.document, (visit) => prepared.visitSections(visit), params, kept, onChunk);
}
