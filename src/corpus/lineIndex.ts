import { lineOffsetsOf } from "./lineOffsets.js";

/**
 * A file's text split into lines as micromark counts them (CRLF, CR and LF each end a line), with
 * each line's start offset, so parser positions and our line numbers agree.
 */
export interface LineIndex {
  /** The text the parser saw (BOM already removed). */
  text: string;
  /** Line `n` (1-based) is `lines[n - 1]`, without its line ending. */
  lines: string[];
  /** Offset in `text` where each line starts. */
  starts: number[];
}

/**
 * Splits `text` into lines. A final line ending does not open a new line ("a\n" has one line, ""
 * has none), matching editors and `wc -l`, so `lines.length` is the document's line count.
 */
export function indexLines(text: string): LineIndex {
  const { count, starts, ends } = lineOffsetsOf(text);
  const lines = new Array<string>(count);
  for (let i = 0; i < count; i++) lines[i] = text.slice(starts[i]!, ends[i]!);
  return { text, lines, starts: Array.from(starts) };
}
