/**
 * Where a check reads a repository's files from: a working tree on disk, or a commit's objects in
 * git (`git show base:path`, no second checkout). Everything above the corpus stage reads through
 * this interface, so the same code evaluates the head and the base of a pull request.
 */
export interface FileSource {
  /** For messages: a directory path, or `git:<ref>`. */
  readonly label: string;
  /**
   * Paths (relative, `/`-separated) of regular files matching any `include` glob and no `exclude`
   * glob, sorted by code unit. Patterns that are absolute or contain `..` are UserErrors.
   */
  select(include: readonly string[], exclude: readonly string[]): Promise<string[]>;
  /**
   * The UTF-8 text of a file, or `undefined` when it does not exist. A binary or non-UTF-8 file is a
   * UserError naming it, with the hint to exclude it.
   */
  read(path: string): Promise<string | undefined>;
  /**
   * A file's content id (the git blob id of its bytes, see contentHash) and a way to get its text,
   * or `undefined` when it does not exist: what caches need to answer without decoding the file
   * (on disk) or without reading it at all (in a commit, whose tree lists the ids). `text` decodes
   * as `read` does. Optional: without it, callers read and hash.
   */
  load?(path: string): Promise<{ id: string; text: () => Promise<string> } | undefined>;
}
