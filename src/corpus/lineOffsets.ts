/**
 * A file's lines as offsets into its text, counted exactly as {@link indexLines} counts them (CRLF,
 * CR and LF each end a line; a final line ending opens no new line): what the parser works on.
 * Line `n` (1-based) is `text.slice(starts[n - 1], ends[n - 1])`, without its line ending.
 *
 * Why offsets and not strings: the parser needs a line's bounds, not a copy of it, and most lines
 * (blank lines, headings, fences, front matter, markup) never end up in a block. A string per line
 * (470,000 on vba-docs) was young garbage the scavenger copied while a large file was parsed; a
 * block now slices only the lines it keeps.
 */
export interface LineOffsets {
  /** The text the parser saw (BOM already removed). */
  text: string;
  /** Number of lines. */
  count: number;
  /** Offset in `text` where each line starts. */
  starts: Uint32Array;
  /** Offset in `text` just after each line's last character (before its line ending). */
  ends: Uint32Array;
}

/** Indexes the lines of `text` (see {@link LineOffsets}). */
export function lineOffsetsOf(text: string): LineOffsets {
  let count = 0;
  scan(text, () => count++);
  const starts = new Uint32Array(count);
  const ends = new Uint32Array(count);
  let n = 0;
  scan(text, (start, end) => {
    starts[n] = start;
    ends[n] = end;
    n++;
  });
  return { text, count, starts, ends };
}

/** The text of line `line` (1-based), without its line ending; "" past the last line. */
export function lineText(index: LineOffsets, line: number): string {
  if (line < 1 || line > index.count) return "";
  return index.text.slice(index.starts[line - 1]!, index.ends[line - 1]!);
}

const CR = /\r/;

/** Calls `visit(start, end)` for every line, in order, finding line endings by native searches. */
function scan(text: string, visit: (start: number, end: number) => void): void {
  const length = text.length;
  // A regular expression flattens a concatenated string once; indexOf alone may walk the rope on
  // every call (quadratic on a text built by `+=`, as the hostile-input tests build theirs).
  let cr = text.search(CR);
  let lf = text.indexOf("\n");
  let position = 0;
  while (position < length) {
    if (cr !== -1 && cr < position) cr = text.indexOf("\r", position);
    if (lf !== -1 && lf < position) lf = text.indexOf("\n", position);
    let end = length;
    let next = length;
    if (cr !== -1 && (lf === -1 || cr < lf)) {
      end = cr;
      next = cr + 1 === lf ? lf + 1 : cr + 1;
    } else if (lf !== -1) {
      end = lf;
      next = lf + 1;
    }
    visit(position, end);
    position = next;
  }
}
