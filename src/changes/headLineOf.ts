import type { ChangedFile } from "./types.js";

/**
 * Where at head the change that removed or replaced base line `baseLine` is (its head side's first
 * line), pairing the head and base ranges by position; undefined when the line was not changed or
 * the lists do not pair up.
 */
export function headLineOf(change: Pick<ChangedFile, "headRanges" | "baseRanges">, baseLine: number): number | undefined {
  const { headRanges, baseRanges } = change;
  if (headRanges.length !== baseRanges.length) return undefined;
  const i = baseRanges.findIndex(([start, end]) => start <= baseLine && baseLine <= end);
  return i === -1 ? undefined : headRanges[i]![0];
}
