import type { Block, Document, Section } from "../../src/corpus/types.js";

/** A section for {@link buildDocument}: its heading path and its blocks, each a list of lines. */
export interface SectionSpec {
  heading: string[];
  blocks: Array<string[] | { atomic: string[]; kind?: "code" | "table" }>;
}

/**
 * A Document built directly (no parser), laid out as a file would be: a heading line, then each
 * block's lines, a blank line between blocks. Line numbers are what that file would have.
 */
export function buildDocument(spec: { path?: string; title?: string; sections: SectionSpec[] }): Document {
  let line = 1;
  const sections: Section[] = spec.sections.map((s) => {
    const headingLine = s.heading.length > 0 ? line++ : null;
    const startLine = headingLine ?? line;
    const blocks: Block[] = s.blocks.map((b) => {
      line++; // blank line before each block
      const atomic = !Array.isArray(b);
      const lines = Array.isArray(b) ? b : b.atomic;
      const block: Block = {
        kind: atomic ? (b.kind ?? "code") : "paragraph",
        startLine: line,
        endLine: line + lines.length - 1,
        lines: [...lines],
        atomic,
      };
      line += lines.length;
      return block;
    });
    line++; // blank line before the next heading
    return { headingPath: s.heading, headingLine, startLine, endLine: line - 1, blocks };
  });
  return { path: spec.path ?? "docs/doc.md", title: spec.title ?? "Doc", sections, lineCount: line - 1 };
}

/** `n` words: w1 w2 … (distinct per call with a prefix). */
export function words(n: number, prefix = "w"): string {
  return Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`).join(" ");
}
