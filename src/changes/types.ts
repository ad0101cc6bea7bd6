/** A file a pull request changed, with the lines it touched on the head side. */
export interface ChangedFile {
  /** Path at head (for a removed file: its path at base), relative, `/`-separated. */
  path: string;
  status: "added" | "modified" | "removed" | "renamed";
  /** For renames: the path at base. */
  previousPath?: string;
  /**
   * Changed line ranges at head, 1-based inclusive, in order; a pure deletion between lines n and
   * n+1 is recorded as [n, n] so that it still points at the spot. Empty for removed files and for
   * changes the source could not report line by line (the REST fallback without a patch).
   */
  headRanges: Array<[number, number]>;
  /** Changed line ranges at base, likewise (lines removed or replaced). */
  baseRanges: Array<[number, number]>;
}
