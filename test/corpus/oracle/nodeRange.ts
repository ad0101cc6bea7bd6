import type { LineIndex } from "./lineIndex.js";
import type { MarkdownNode } from "./markdownNode.js";

/** Offsets and lines a node spans; `lastLine` already corrected for ends at column 1. */
export interface NodeRange {
  startOffset: number;
  endOffset: number;
  firstLine: number;
  lastLine: number;
}

/**
 * Where a node lies, or undefined when the parser gave it no position. micromark ends some nodes
 * (unclosed fences, list items) at column 1 of the following line; that line holds none of the
 * node's text, so `lastLine` steps back to the line before — otherwise the node would claim a
 * line that belongs to its successor.
 */
export function nodeRange(node: MarkdownNode, index: LineIndex): NodeRange | undefined {
  const position = node.position;
  if (!position) return undefined;
  const { start, end } = position;
  const startOffset = start.offset ?? offsetOf(start.line, start.column, index);
  const endOffset = end.offset ?? offsetOf(end.line, end.column, index);
  let lastLine = end.line;
  if (end.column === 1 && end.line > start.line) lastLine -= 1;
  return { startOffset, endOffset, firstLine: start.line, lastLine };
}

function offsetOf(line: number, column: number, index: LineIndex): number {
  const lineStart = index.starts[line - 1] ?? index.text.length;
  return Math.min(lineStart + column - 1, index.text.length);
}
