import { blockPieces } from "./blockPieces.js";
import type { UnitSize } from "./buildChunk.js";
import type { Piece } from "./piece.js";
import type { PreparedSection } from "./prepareDocument.js";
import { splitAtomic } from "./splitAtomic.js";

/** A section's pieces for windows of `budget`: one per line of prose, one per table or code block (in clean parts when over). */
export function sectionPieces(section: PreparedSection, budget: number, size: UnitSize): Piece[] {
  const pieces: Piece[] = [];
  for (const block of section.blocks) {
    // one by one: spreading a huge paragraph's pieces into push() overflows the stack
    for (const piece of block.atomic ? splitAtomic(block, budget, size) : blockPieces(block)) pieces.push(piece);
  }
  return pieces;
}

/** A section's heading as a piece of its own (for heading-only sections and merged siblings). */
export function headingPiece(section: PreparedSection): Piece | undefined {
  const { heading } = section;
  if (!heading) return undefined;
  return { startLine: heading.line, endLine: heading.line, text: heading.text, words: heading.words, tokens: heading.tokens, joiner: "\n\n", start: heading.start, end: heading.end };
}

/** True when `section` has a heading and neither content nor subsection: the heading then gets a chunk of its own. */
export function isBareLeafHeading(section: PreparedSection, next: { headingPath: readonly string[] } | undefined): boolean {
  if (section.heading === null || section.blocks.length > 0) return false;
  return !next || next.headingPath.length <= section.headingPath.length;
}
