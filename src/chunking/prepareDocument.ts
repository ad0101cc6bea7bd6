import type { BlockKind, Document } from "../corpus/index.js";
import type { Measured, Measurer } from "./measure.js";

/** One content line with its counts, measured once per run and reused by every window. */
export interface PreparedLine extends Measured {
  line: number;
}

export interface PreparedBlock {
  kind: BlockKind;
  atomic: boolean;
  startLine: number;
  endLine: number;
  /** Lines with text; lines left empty by markup removal are dropped, except inside atomic blocks. */
  lines: PreparedLine[];
  words: number;
  tokens: number;
}

export interface PreparedSection {
  headingPath: string[];
  /** The heading itself as a line of text (null for the preamble), for strategies that ignore structure. */
  heading: PreparedLine | null;
  startLine: number;
  endLine: number;
  blocks: PreparedBlock[];
  /** `Title > Heading > Subheading`, measured. */
  header: Measured;
}

/** A document with every line counted: the expensive part of chunking, done once per run. */
export interface PreparedDocument {
  document: Document;
  sections: PreparedSection[];
  /** The title alone as a context header, for strategies that ignore headings. */
  titleHeader: Measured;
  /** Words and tokens of all content lines: the source's own size, against which storage folds. */
  words: number;
  tokens: number;
}

/**
 * Measures every line of a document once (words and tokens) so that any number of chunking
 * configurations can window it without tokenizing again. Guarantees: every non-empty content line
 * of the document appears in exactly one prepared block, in source order.
 */
export function prepareDocument(document: Document, measurer: Measurer): PreparedDocument {
  let words = 0;
  let tokens = 0;
  const sections = document.sections.map((section): PreparedSection => {
    const blocks = section.blocks
      .map((block): PreparedBlock => {
        const lines: PreparedLine[] = [];
        block.lines.forEach((text, i) => {
          if (!block.atomic && text.trim() === "") return;
          lines.push({ line: block.startLine + i, ...measurer.measure(text) });
        });
        const sum = sumCounts(lines);
        return { kind: block.kind, atomic: block.atomic, startLine: block.startLine, endLine: block.endLine, lines, ...sum };
      })
      .filter((block) => block.lines.some((l) => l.text.trim() !== ""));
    for (const block of blocks) {
      words += block.words;
      tokens += block.tokens;
    }
    const last = section.headingPath[section.headingPath.length - 1];
    const heading =
      section.headingLine !== null && last !== undefined ? { line: section.headingLine, ...measurer.measure(last) } : null;
    return {
      headingPath: section.headingPath,
      heading,
      startLine: section.startLine,
      endLine: section.endLine,
      blocks,
      header: measurer.measure(contextHeader(document.title, section.headingPath)),
    };
  });
  return { document, sections, titleHeader: measurer.measure(document.title), words, tokens };
}

/**
 * `Title > Heading > Subheading`. The first heading is left out when it repeats the title (the usual
 * H1), so the header does not spend its budget saying the same thing twice.
 */
export function contextHeader(title: string, headingPath: readonly string[]): string {
  const path = headingPath[0] !== undefined && sameText(headingPath[0], title) ? headingPath.slice(1) : headingPath;
  return [title, ...path].join(" > ");
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function sumCounts(items: readonly { words: number; tokens: number }[]): { words: number; tokens: number } {
  let words = 0;
  let tokens = 0;
  for (const item of items) {
    words += item.words;
    tokens += item.tokens;
  }
  return { words, tokens };
}
