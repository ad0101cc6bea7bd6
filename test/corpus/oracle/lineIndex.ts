/** A file's lines as the oracle indexes them: `lines[n - 1]` is line `n` without its ending, `starts[n - 1]` its offset. */
export interface LineIndex {
  /** The text the parser saw (BOM already removed). */
  text: string;
  lines: string[];
  starts: number[];
}

/** Splits `text` at CRLF, CR and LF; a final line ending opens no line ("a\n" has one line, "" none). */
export function indexLines(text: string): LineIndex {
  const lines: string[] = [];
  const starts: number[] = [];
  let position = 0;
  for (const match of text.matchAll(/\r\n|\r|\n/g)) {
    starts.push(position);
    lines.push(text.slice(position, match.index));
    position = match.index + match[0].length;
  }
  if (position < text.length) {
    starts.push(position);
    lines.push(text.slice(position));
  }
  return { text, lines, starts };
}
