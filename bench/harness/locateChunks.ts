/**
 * Line ranges of a splitter's chunks inside the file they came from, so peer chunks can be judged
 * by the same rule as chunkgate's (a chunk supports a heading key when its lines overlap the
 * section's lines). Chunks are contiguous, trimmed substrings of the file, in order; each is found
 * with `indexOf` from just after the previous chunk's start (what LangChain's own `loc.lines` does).
 * Lines are counted as the engine counts them: CRLF, CR and LF each end a line; 1-based.
 *
 * Returns one `[startLine, endLine]` per chunk and how many chunks could not be found in order
 * (then searched from the file start; should be 0).
 */
export function locateChunks(text: string, chunks: readonly string[]): { ranges: Array<[number, number]>; misses: number } {
  const lineStarts = lineStartOffsets(text);
  const ranges: Array<[number, number]> = [];
  let misses = 0;
  let from = 0;
  for (const chunk of chunks) {
    let at = text.indexOf(chunk, from);
    if (at === -1) {
      misses++;
      at = Math.max(0, text.indexOf(chunk));
    }
    ranges.push([lineOf(lineStarts, at), lineOf(lineStarts, at + Math.max(0, chunk.length - 1))]);
    from = at + 1;
  }
  return { ranges, misses };
}

function lineStartOffsets(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

/** 1-based line containing `offset`: the last line start ≤ offset. */
function lineOf(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
