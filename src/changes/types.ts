/** A file a pull request changed, with the lines it touched on the head side. */
export interface ChangedFile {
  /** Path at head (for a removed file: its path at base), relative, `/`-separated. */
  path: string;
  status: "added" | "modified" | "removed" | "renamed";
  /** For renames: the path at base. */
  previousPath?: string;
  /**
   * Changed line ranges at head, 1-based inclusive, in order; a pure deletion after line n is [n, n],
   * so it still points at the spot. Empty when removed or not known line by line.
   */
  headRanges: Array<[number, number]>;
  /** Changed line ranges at base, likewise (lines removed or replaced). */
  baseRanges: Array<[number, number]>;
}
