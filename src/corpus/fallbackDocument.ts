import type { Block, Document } from "./types.js";
import type { LineIndex } from "./lineIndex.js";

/**
 * A document built without a parser: one preamble section whose blocks are the runs of non-blank
 * lines. Used only if parsing itself fails (e.g. the call stack overflows on absurdly nested
 * input), so that one pathological file degrades to plain text instead of aborting the run.
 */
export function fallbackDocument(path: string, title: string, index: LineIndex): Document {
  const blocks: Block[] = [];
  let run: Block | undefined;
  index.lines.forEach((line, i) => {
    if (line.trim() === "") {
      run = undefined;
      return;
    }
    if (!run) {
      run = { kind: "other", startLine: i + 1, endLine: i + 1, lines: [], atomic: false };
      blocks.push(run);
    }
    run.lines.push(line);
    run.endLine = i + 1;
  });
  const lineCount = index.lines.length;
  const sections = blocks.length > 0 ? [{ headingPath: [], headingLine: null, startLine: 1, endLine: lineCount, blocks }] : [];
  return { path, title, sections, lineCount };
}
