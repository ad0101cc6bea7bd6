/** A file's lines as offsets: line `n` is `text.slice(starts[n - 1], ends[n - 1])`; a block slices only the lines it keeps. */
export interface LineOffsets {
  /** The text the parser saw (BOM already removed). */
  text: string;
  count: number;
  starts: Uint32Array;
  /** Offset in `text` just after each line's last character (before its line ending). */
  ends: Uint32Array;
}

/** Indexes the lines of `text` (see {@link LineOffsets}). */
export function lineOffsetsOf(text: string): LineOffsets {
  // one scan into shared buffers, then copied at their exact size; line endings found by native searches
  let n = 0;
  const length = text.length;
  // a regular expression flattens a rope once; indexOf alone may walk it on every call (quadratic)
  let cr = text.search(CR);
  let lf = text.indexOf("\n");
  for (let position = 0; position < length; n++) {
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
    if (n === scratchStarts.length) {
      scratchStarts = grown(scratchStarts);
      scratchEnds = grown(scratchEnds);
    }
    scratchStarts[n] = position;
    scratchEnds[n] = end;
    position = next;
  }
  const index = { text, count: n, starts: scratchStarts.slice(0, n), ends: scratchEnds.slice(0, n) };
  // a large file's buffers are let go of, so that the run does not keep them
  if (scratchStarts.length > SCRATCH_LINES) {
    scratchStarts = new Uint32Array(SCRATCH_LINES);
    scratchEnds = new Uint32Array(SCRATCH_LINES);
  }
  return index;
}

const CR = /\r/;
/** Lines the shared buffers hold between calls: most files have fewer. */
const SCRATCH_LINES = 4096;
let scratchStarts = new Uint32Array(SCRATCH_LINES);
let scratchEnds = new Uint32Array(SCRATCH_LINES);

function grown(from: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer> {
  const to = new Uint32Array(from.length * 2);
  to.set(from);
  return to;
}

/** Every line of `text` without its line ending; a final line ending opens none ("a\n" has one line, "" none), as editors count. */
export function lineTexts(text: string): string[] {
  const { count, starts, ends } = lineOffsetsOf(text);
  const lines = new Array<string>(count);
  for (let i = 0; i < count; i++) lines[i] = text.slice(starts[i]!, ends[i]!);
  return lines;
}

/** The text of line `line` (1-based), without its line ending; "" past the last line. */
export function lineText(index: LineOffsets, line: number): string {
  if (line < 1 || line > index.count) return "";
  return index.text.slice(index.starts[line - 1]!, index.ends[line - 1]!);
}
