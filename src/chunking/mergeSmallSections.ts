import { contentBudget, unitSize } from "./buildChunk.js";
import type { Measured } from "./measure.js";
import type { Piece } from "./piece.js";
import type { PreparedDocument } from "./prepareDocument.js";
import { headingPiece } from "./sectionPieces.js";
import type { SectionWindows } from "./structural.js";
import type { ChunkingParams } from "./types.js";

/** Sections joined into one chunk, under their common parent's heading path and header. */
export interface MergedSections {
  headingPath: string[];
  header: Measured;
  pieces: Piece[];
}

/** Consecutive single-window siblings that fit, headings as lines, grouped under their parent's path and header. */
export function mergeSmallSections(prepared: PreparedDocument, planned: readonly SectionWindows[], params: ChunkingParams): Array<{ single: SectionWindows } | { merged: MergedSections }> {
  const size = unitSize(params);
  const headers = new Map(prepared.sections.map((s) => [pathKey(s.headingPath), s.header]));
  const out: Array<{ single: SectionWindows } | { merged: MergedSections }> = [];
  const mergeable = (p: SectionWindows) => p.section.heading !== null && p.windows.length === 1;
  const cost = (p: SectionWindows) => {
    const own = p.pieces.reduce((sum, piece) => sum + size(piece), 0);
    return ownsHeading(p) ? own : own + size(p.section.heading!);
  };
  for (let i = 0; i < planned.length; ) {
    const first = planned[i]!;
    const parentPath = first.section.headingPath.slice(0, -1);
    const header = parentPath.length === 0 ? prepared.titleHeader : headers.get(pathKey(parentPath));
    let j = i + 1;
    if (mergeable(first) && header !== undefined) {
      const budget = contentBudget(params, header);
      let total = cost(first);
      for (; j < planned.length; j++) {
        const next = planned[j]!;
        const sibling = next.section.headingPath.length === first.section.headingPath.length && pathKey(next.section.headingPath.slice(0, -1)) === pathKey(parentPath);
        if (!sibling || !mergeable(next) || total + cost(next) > budget) break;
        total += cost(next);
      }
    }
    if (j - i < 2 || header === undefined) {
      out.push({ single: first });
      i++;
      continue;
    }
    const pieces: Piece[] = [];
    for (const p of planned.slice(i, j)) {
      if (!ownsHeading(p)) pieces.push(headingPiece(p.section)!);
      for (const piece of p.pieces) pieces.push(piece);
    }
    out.push({ merged: { headingPath: parentPath, header, pieces } });
    i = j;
  }
  return out;
}

/** True when the section's only piece is its heading (a bare heading, see isBareLeafHeading). */
function ownsHeading(p: SectionWindows): boolean {
  return p.pieces.length === 1 && p.section.heading !== null && p.pieces[0]!.startLine === p.section.heading.line && p.section.blocks.length === 0;
}

function pathKey(path: readonly string[]): string {
  return path.join("\u0000");
}
