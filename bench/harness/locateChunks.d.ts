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
export declare function locateChunks(text: string, chunks: readonly string[]): {
    ranges: Array<[number, number]>;
    misses: number;
};
