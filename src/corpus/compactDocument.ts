import type { BlockKind, Document } from "./types.js";

const KINDS: readonly BlockKind[] = ["paragraph", "list-item", "table", "code", "blockquote", "html", "other"];

/** A block as stored: kind number, atomic flag, line range, and the lines that differ from the file's (index in the block, text). */
type CompactBlock = [number, 0 | 1, number, number, Array<[number, string]>, string?];
/** A section as stored: heading path, heading line, line range, blocks. */
type CompactSection = [string[], number | null, number, number, CompactBlock[]];

/** A document as the prepared-document cache stores it (see {@link compactDocument}). */
export interface CompactDocument {
  title: string;
  sections: CompactSection[];
}

/** A parsed document less the text its file holds (lines that differ from `lines` kept): cheaper to read than parse. */
export function compactDocument(document: Document, lines: readonly string[]): CompactDocument {
  return {
    title: document.title,
    sections: document.sections.map((section): CompactSection => [
      section.headingPath,
      section.headingLine,
      section.startLine,
      section.endLine,
      section.blocks.map((block): CompactBlock => {
        const changed: Array<[number, string]> = [];
        block.lines.forEach((text, i) => {
          if (text !== lines[block.startLine - 1 + i]) changed.push([i, text]);
        });
        const stored: CompactBlock = [KINDS.indexOf(block.kind), block.atomic ? 1 : 0, block.startLine, block.endLine, changed];
        if (block.info !== undefined) stored.push(block.info);
        return stored;
      }),
    ]),
  };
}

/** The document {@link compactDocument} stored, rebuilt from the file's lines; null when it does not fit them (a miss). */
export function expandDocument(compact: CompactDocument, path: string, lines: readonly string[]): Document | null {
  if (typeof compact?.title !== "string" || !Array.isArray(compact.sections)) return null;
  const sections: Document["sections"] = [];
  for (const [headingPath, headingLine, startLine, endLine, blocks] of compact.sections) {
    if (!Array.isArray(blocks) || endLine > lines.length) return null;
    sections.push({
      headingPath,
      headingLine,
      startLine,
      endLine,
      blocks: blocks.map(([kind, atomic, blockStart, blockEnd, changed, info]) => {
        const blockLines = lines.slice(blockStart - 1, blockEnd);
        for (const [i, text] of changed) blockLines[i] = text;
        const block: Document["sections"][number]["blocks"][number] = { kind: KINDS[kind] ?? "other", startLine: blockStart, endLine: blockEnd, lines: blockLines, atomic: atomic === 1 };
        if (typeof info === "string") block.info = info;
        return block;
      }),
    });
  }
  return { path, title: compact.title, sections, lineCount: lines.length };
}
