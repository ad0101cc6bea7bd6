/** A file a pull request changed, with the lines it touched on the head side. */
export interface ChangedFile {
  /** Path at head (for a removed file: its path at base), relative, `/`-separated. */
  path: string;
  status: "added" | "modified" | "removed" | "renamed";
  /** For renames: the path at base. */
  previousPath?: string;
  /** Head ranges changed, 1-based inclusive, in order (deletion after line n: [n, n]); [] if removed or unknown. */
  headRanges: Array<[number, number]>;
  /** Changed line ranges at base, likewise (lines removed or replaced). */
  baseRanges: Array<[number, number]>;
}

/** The head line of the change that removed or replaced base line `baseLine`; undefined when unchanged or unpaired. */
export function headLineOf(change: Pick<ChangedFile, "headRanges" | "baseRanges">, baseLine: number): number | undefined {
  const { headRanges, baseRanges } = change;
  if (headRanges.length !== baseRanges.length) return undefined;
  const i = baseRanges.findIndex(([start, end]) => start <= baseLine && baseLine <= end);
  return i === -1 ? undefined : headRanges[i]![0];
}

/** Changed files re-rooted at `prefix`: those outside it dropped, a rename across its edge an addition or a removal. */
export function changesUnderRoot(files: readonly ChangedFile[], prefix: string): ChangedFile[] {
  if (prefix === "") return [...files];
  const inside = (path: string) => path.startsWith(`${prefix}/`);
  const strip = (path: string) => path.slice(prefix.length + 1);
  const result: ChangedFile[] = [];
  for (const file of files) {
    const previous = file.previousPath;
    if (inside(file.path)) {
      const { previousPath: _dropped, ...rest } = file;
      if (previous !== undefined && inside(previous)) result.push({ ...rest, path: strip(file.path), previousPath: strip(previous) });
      else if (previous !== undefined) result.push({ ...rest, path: strip(file.path), status: "added", baseRanges: [] });
      else result.push({ ...rest, path: strip(file.path) });
    } else if (previous !== undefined && inside(previous)) {
      result.push({ path: strip(previous), status: "removed", headRanges: [], baseRanges: file.baseRanges });
    }
  }
  return result;
}
