import { chunkId, unitSize } from "./buildChunk.js";
import type { LazyPreparedDocument } from "./lazyPreparedDocument.js";
import type { PreparedSection } from "./prepareDocument.js";
import { isBareLeafHeading } from "./sectionPieces.js";
import { chunkStructuralSections } from "./structural.js";
import type { Chunk, ChunkingParams } from "./types.js";

/** The least `size` at which structural chunking gives `section` one chunk, alike at any larger size; else Infinity. */
function sectionSizeIndependentFrom(section: PreparedSection, next: { headingPath: readonly string[] } | undefined, params: ChunkingParams): number {
  const size = unitSize(params);
  let content = 0;
  if (isBareLeafHeading(section, next)) content = size(section.heading!);
  else if (section.blocks.length === 0) return Infinity;
  else for (const block of section.blocks) content += size(block);
  return content + (params.contextHeader ? size(section.header) : 0);
}

/**
 * chunkDocument's structural chunks, copying from `kept` (section → chunk, filled here) those no size changes:
 * the same chunks while `kept` is this document's under params differing only in size and overlap.
 */
export function chunkDocumentStable(
  prepared: LazyPreparedDocument,
  params: ChunkingParams,
  kept: Map<number, Chunk>,
  onChunk: (chunk: Chunk, from: Chunk | undefined, keeping: boolean) => void,
): Chunk[] {
  const { document } = prepared;
  const chunks: Chunk[] = [];
  let memo = memoByKept.get(kept);
  if (memo === undefined) memoByKept.set(kept, (memo = { sizeFrom: new Float64Array(document.sections.length).fill(NaN), ids: [] }));
  const { sizeFrom, ids } = memo;
  prepared.visitSections((section, i) => {
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

/** Per `kept` map: each section's sectionSizeIndependentFrom (NaN until known), and copied chunks' ids by ordinal. */
const memoByKept = new WeakMap<Map<number, Chunk>, { sizeFrom: Float64Array; ids: string[] }>();
