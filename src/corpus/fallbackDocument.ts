import type { Block, Document } from "./types.js";
import { lineText, type LineOffsets } from "./lineOffsets.js";

/** A document built without a parser (a block per run of non-blank lines), so a file the parser fails on degrades to plain text. */
export function fallbackDocument(path: string, title: string, index: LineOffsets): Document {
  const blocks: Block[] = [];
  let run: Block | undefined;
  for (let i = 0; i < index.count; i++) {
    const line = lineText(index, i + 1);
    if (line.trim() === "") {
      run = undefined;
      continue;
    }
    if (!run) {
      run = { kind: "other", startLine: i + 1, endLine: i + 1, lines: [], atomic: false };
      blocks.push(run);
    }
    run.lines.push(line);
    run.endLine = i + 1;
  }
  const lineCount = index.count;
  const sections = blocks.length > 0 ? [{ headingPath: [], headingLine: null, startLine: 1, endLine: lineCount, blocks }] : [];
  return { path, title, sections, lineCount };
}
