/** Where each document's run of chunks starts in a source's chunk order, and which run holds a position. */
export class RunStarts {
  /** Chunks over all runs. */
  readonly length: number;
  // start of run r, and after the last run the total; 32-bit integers, as every position is
  // (an index's scores and postings are typed arrays of one entry per chunk)
  private readonly starts: Int32Array;

  /**
   * Guarantees: runs keep their order; a run of 0 chunks holds no position.
   * @throws RangeError when the runs hold more than 2³¹ − 1 chunks.
   */
  constructor(runs: ReadonlyArray<{ readonly count: number }>) {
    this.starts = new Int32Array(runs.length + 1);
    let total = 0;
    for (let r = 0; r < runs.length; r++) {
      total += runs[r]!.count;
      if (total > 0x7fffffff) throw new RangeError(`RunStarts: more than ${0x7fffffff} chunks`);
      this.starts[r + 1] = total;
    }
    this.length = total;
  }

  /** The position of run r's first chunk (the total for r = the number of runs). */
  start(r: number): number {
    return this.starts[r]!;
  }

  /** The run holding position i (0 ≤ i < length): the last run whose start is ≤ i, so never an empty one. */
  runOf(i: number): number {
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (starts[mid]! <= i) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}
