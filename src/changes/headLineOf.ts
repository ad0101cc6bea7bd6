import type { ChangedFile } from "./types.js";

/**
 * Where at head the change that removed or replaced line `baseLine` of the base is: the first line
 * of the head side of that change (for a pure deletion, the line before the removed lines, as
 * parsePatchRanges marks it). Changes are paired by position, since gitChangedFiles and
 * parsePatchRanges record one head range and one base range per change. Undefined when the line
 * was not changed, or when the two lists do not pair up.
 */
export function headLineOf(change: Pick<ChangedFile, "headRanges" | "baseRanges">, baseLine: number): number | undefined {
  const { headRanges, baseRanges } = change;
  if (headRanges.length !== baseRanges.length) return undefined;
  const i = baseRanges.findIndex(([start, end]) => start <= baseLine && baseLine <= end);
  return i === -1 ? undefined : headRanges[i]![0];
}
