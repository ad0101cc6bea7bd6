import { buildChunk, chunkId, contentBudget, unitSize } from "./buildChunk.js";
import { packWindows } from "./packWindows.js";
import type { PreparedDocument } from "./prepareDocument.js";
import { splitAtomic } from "./splitAtomic.js";
import { planSection } from "./structural.js";
import type { Chunk, ChunkingParams, ParentRef } from "./types.js";

/** Small-to-big: sections cut into parents of `size` (no overlap), parents into scored children of `childSize`. */
export function chunkParentChild(prepared: PreparedDocument, params: ChunkingParams): Chunk[] {
  const size = unitSize(params);
  const { document } = prepared;
  const childSize = Math.max(1, Math.min(params.childSize ?? Math.floor(params.size / 4), params.size));
  const childParams = { ...params, size: childSize };
  const parentParams = { ...params, overlap: 0 };
  const chunks: Chunk[] = [];
  let parents = 0;
  prepared.sections.forEach((section, i) => {
    const base = { path: document.path, title: document.title, headingPath: section.headingPath, header: section.header };
    const childBudget = contentBudget(childParams, section.header);
    const { pieces, windows } = planSection(section, prepared.sections[i + 1], parentParams);
    for (const [start, end] of windows) {
      const parentPieces = pieces.slice(start, end);
      // a table or code part too large for a child is cut again, cleanly, for the children
      const childPieces = parentPieces.flatMap((p) => (p.rows && size(p) > childBudget ? splitAtomic(p.rows.block, childBudget, size, p.rows) : [p]));
      const whole = buildChunk({ ...base, pieces: parentPieces }, parents, params);
      const parent: ParentRef = { id: chunkId(document.path, parents, "p"), startLine: whole.startLine, endLine: whole.endLine, words: whole.words, tokens: whole.tokens };
      parents++;
      // children overlap only inside their parent: the budget (childSize) is the child's, `overlap` too
      const overlap = Math.min(params.overlap, childSize - 1);
      for (const [from, to] of packWindows(childPieces, { budget: childBudget, overlap, size })) {
        const child = buildChunk({ ...base, pieces: childPieces.slice(from, to), limit: childSize }, chunks.length, params);
        child.parent = parent;
        chunks.push(child);
      }
    }
  });
  return chunks;
}
