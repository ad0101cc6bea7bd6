import type { ChangedFile } from "./types.js";

/** The head line of the change that removed or replaced base line `baseLine`; undefined when unchanged or unpaired. */
export function headLineOf(change: Pick<ChangedFile, "headRanges" | "baseRanges">, baseLine: number): number | undefined {
  const { headRanges, baseRanges } = change;
  if (headRanges.length !== baseRanges.length) return undefined;
  const i = baseRanges.findIndex(([start, end]) => start <= baseLine && baseLine <= end);
  return i === -1 ? undefined : headRanges[i]![0];
}
