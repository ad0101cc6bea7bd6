import { blockText, isMarkupOnly, type PreparedCorpus } from "../../chunking/index.js";
import { normalizeWhitespace } from "../../evaluation/index.js";

/** The block kinds structure integrity counts: the units a reader expects to find whole. */
export const STRUCTURE_KINDS = ["paragraph", "list-item", "table", "code"] as const;
export type StructureKind = (typeof STRUCTURE_KINDS)[number];

/** One block of the source whose wholeness a chunking can break. */
export interface StructureBlock {
  kind: StructureKind;
  startLine: number;
  endLine: number;
  /** The block's indexed text, whitespace-normalised as span matching does. */
  text: string;
}

/** The structure blocks of every document by path, in line order; markup-only blocks are left out, as chunkers leave them out. */
export function structureBlocks(prepared: PreparedCorpus): Map<string, StructureBlock[]> {
  const byPath = new Map<string, StructureBlock[]>();
  const kinds = new Set<string>(STRUCTURE_KINDS);
  for (const document of prepared.documents) {
    const blocks: StructureBlock[] = [];
    for (const section of document.sections) {
      for (const block of section.blocks) {
        if (!kinds.has(block.kind)) continue;
        const raw = blockText(block, "\n");
        if (isMarkupOnly(raw)) continue;
        const text = normalizeWhitespace(raw);
        blocks.push({ kind: block.kind as StructureKind, startLine: block.startLine, endLine: block.endLine, text });
      }
    }
    byPath.set(document.document.path, blocks);
  }
  return byPath;
}
