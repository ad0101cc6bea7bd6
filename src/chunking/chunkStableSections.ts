import { chunkId, unitSize } from "./buildChunk.js";
import type { Document } from "../corpus/index.js";
import { LazyPreparedDocument } from "./lazyPreparedDocument.js";
import type { PreparedDocument, PreparedSection } from "./prepareDocument.js";
import { isBareLeafHeading } from "./sectionPieces.js";
import { chunkStructuralSections } from "./structural.js";
import type { Chunk, ChunkingParams } from "./types.js";

/**
 * The smallest `size` from which structural chunking gives `section` one chunk that is the same,
 * its id aside, whatever the size and the overlap (`params` otherwise fixed); Infinity for a section
 * that makes no chunk. It is the section's content plus its header's cost: at that size nothing is
 * cut, the section is one window and not oversized, so only the chunk's ordinal depends on the size.
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
 * chunkStructuralSections, reusing the chunks of sections whose chunk does not depend on the size:
 * `kept` maps a section's index to its chunk as an earlier call made it (and gets each such chunk
 * made here); a kept chunk comes back as a copy with this call's id. The same chunks, field for
 * field and in order, as chunkStructuralSections, provided every `kept` entry was made for this
 * document with params differing at most in size and overlap. `onChunk` gets each chunk as it is
 * made, with the kept chunk it is copied from and whether it was just kept.
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
 * What chunkStableSections works out once per `kept` map: each section's sectionSizeIndependentFrom
 * (NaN until known), and the ids of copied chunks by ordinal.
 */
const memoByKept = new WeakMap<Map<number, Chunk>, { sizeFrom: Float64Array; ids: string[] }>();

/**
 * chunkStableSections over a document of a prepared corpus, its sections handed over as chunkCorpus
 * hands them; null, having chunked nothing, for a document not made by prepareCorpus.
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
