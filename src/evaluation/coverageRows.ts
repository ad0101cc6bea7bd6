import type { Document, Section } from "../corpus/index.js";

/** One section with text of a document, as coverage counts it: its lines (heading included) and its content tokens. */
export interface CoverageRow {
  startLine: number;
  endLine: number;
  /** Tokens of the section's own content lines (its heading is not content), counted line by line. */
  tokens: number;
}

/** One row per section with text, in document order, its content lines' tokens summed; a store may keep them. */
export function coverageRows(document: Document, countTokens: (line: string) => number): CoverageRow[] {
  const rows: CoverageRow[] = [];
  for (const section of document.sections) {
    if (hasText(section)) rows.push({ startLine: section.startLine, endLine: section.endLine, tokens: sectionTokens(section, countTokens) });
  }
  return rows;
}

/** Tokens of a section's content lines, every line of every block counted by `countTokens`. */
export function sectionTokens(section: Section, countTokens: (line: string) => number): number {
  let tokens = 0;
  for (const block of section.blocks) for (const line of block.lines) tokens += countTokens(line);
  return tokens;
}

/** True when the section holds indexed text of its own (a block with a non-blank line). */
export function hasText(section: Section): boolean {
  return section.blocks.some((block) => block.lines.some((line) => line.trim() !== ""));
}
