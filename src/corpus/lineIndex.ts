import { lineOffsetsOf } from "./lineOffsets.js";

/** A file's lines as micromark counts them (CRLF, CR and LF each end one), so parser positions and line numbers agree. */
export interface LineIndex {
  /** The text the parser saw (BOM already removed). */
  text: string;
  /** Line `n` (1-based) is `lines[n - 1]`, without its line ending. */
  lines: string[];
  starts: number[];
}

/** Splits `text` into lines; a final line ending opens none ("a\n" has one line, "" none), as editors count. */
export function indexLines(text: string): LineIndex {
  const { count, starts, ends } = lineOffsetsOf(text);
  const lines = new Array<string>(count);
  for (let i = 0; i < count; i++) lines[i] = text.slice(starts[i]!, ends[i]!);
  return { text, lines, starts: Array.from(starts) };
}
