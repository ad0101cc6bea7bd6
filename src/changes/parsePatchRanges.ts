/** A hunk header: `@@ -a[,b] +c[,d] @@`, an omitted count meaning 1. */
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

type Range = [number, number];

/** One file's diff hunks' changed line ranges, as ChangedFile holds them; a hunk ends when its counts are used up. */
export function parsePatchRanges(patch: string): { headRanges: Range[]; baseRanges: Range[] } {
  const headRanges: Range[] = [];
  const baseRanges: Range[] = [];
  let oldLine = 0;
  let newLine = 0;
  let oldLeft = 0;
  let newLeft = 0;
  // The current run of `-`/`+` lines: first and last line on each side, 0 when none.
  let run = { delFirst: 0, delLast: 0, addFirst: 0, addLast: 0 };

  const endRun = (): void => {
    if (run.addFirst > 0) push(headRanges, [run.addFirst, run.addLast]);
    else if (run.delFirst > 0) push(headRanges, [Math.max(1, newLine - 1), Math.max(1, newLine - 1)]);
    if (run.delFirst > 0) push(baseRanges, [run.delFirst, run.delLast]);
    else if (run.addFirst > 0) push(baseRanges, [Math.max(1, oldLine - 1), Math.max(1, oldLine - 1)]);
    run = { delFirst: 0, delLast: 0, addFirst: 0, addLast: 0 };
  };

  for (const line of patch.split("\n")) {
    // Checked first: no hunk line starts with `@`, so a header also ends a hunk cut short.
    const header = HUNK_HEADER.exec(line);
    if (header) {
      endRun();
      const [a, b, c, d] = [Number(header[1]), header[2] === undefined ? 1 : Number(header[2]), Number(header[3]), header[4] === undefined ? 1 : Number(header[4])];
      // With a count of 0 the start names the line *before* the empty range.
      oldLine = b === 0 ? a + 1 : a;
      newLine = d === 0 ? c + 1 : c;
      oldLeft = b;
      newLeft = d;
      continue;
    }
    if (oldLeft === 0 && newLeft === 0) continue; // Between hunks (or before the first).
    const kind = line[0];
    if (kind === "-" && oldLeft > 0) {
      if (run.delFirst === 0) run.delFirst = oldLine;
      run.delLast = oldLine++;
      oldLeft--;
    } else if (kind === "+" && newLeft > 0) {
      if (run.addFirst === 0) run.addFirst = newLine;
      run.addLast = newLine++;
      newLeft--;
    } else if (kind === "\\") {
      continue; // "\ No newline at end of file" belongs to the line before it.
    } else {
      // Context; an empty line is a blank context line (diff.suppressBlankEmpty drops its space).
      endRun();
      oldLine++;
      newLine++;
      oldLeft = Math.max(0, oldLeft - 1);
      newLeft = Math.max(0, newLeft - 1);
    }
  }
  endRun();
  return { headRanges, baseRanges };
}

/** Appends `range`, merging it into the last one when they overlap (two runs can mark one spot). */
function push(ranges: Range[], range: Range): void {
  const last = ranges[ranges.length - 1];
  if (last !== undefined && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
  else ranges.push(range);
}
