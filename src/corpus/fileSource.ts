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
   * glob, sorted by code unit, read the same way from disk and from a commit (see selectInTree).
   * Patterns that are absolute or contain `..`, and a symbolic link leading outside the root, are
   * UserErrors. What the globs reach but cannot be selected (an unreadable folder, a name that is
   * not UTF-8, a link loop) is in `warnings` (one line each) and `skipped` (its path).
   */
  select(include: readonly string[], exclude: readonly string[]): Promise<{ paths: string[]; warnings: string[]; skipped: string[] }>;
  /**
   * The UTF-8 text of a file, or `undefined` when it does not exist. A binary, UTF-16 or non-UTF-8
   * file is a UserError naming it, with the hint to exclude it (see decodeDocument).
   */
  read(path: string): Promise<string | undefined>;
  /**
   * A file's content id (the git blob id of its bytes, see contentHash) and a way to get its text,
   * or `undefined` when it does not exist: what caches need to answer without decoding the file
   * (on disk) or without reading it at all (in a commit, whose tree lists the ids). `text` decodes
   * as `read` does. Optional: without it, callers read and hash.
   */
  load?(path: string): Promise<{ id: string; text: () => Promise<string> } | undefined>;
  /**
   * What the source knows of its files without reading them (the clean tracked files of a git
   * working tree, see workingTreeIds), or undefined when it knows none that way: then callers
   * `load` or `read` every file. Asked once for a whole selection, so that a warm check of
   * thousands of files looks each up with no promise or object of its own (see IndexedFiles).
   * Optional; worth asking only when the id alone can answer (a cache holding the document).
   */
  indexed?(): Promise<IndexedFiles | undefined>;
  /**
   * The content ids `load` would give `paths` (undefined for a path it would not load), all at once
   * and without reading a file: a commit's tree lists them. Optional: without it, callers `load`
   * each path, one promise and one object per file, which on a commit's whole selection is most
   * of a warm pull request's work on its base.
   */
  contentIds?(paths: readonly string[]): Promise<Array<string | undefined>>;
}

/** A file whose content id (the git blob id of its bytes, see contentHash) and size in bytes are known without reading it. */
export interface KnownFile {
  id: string;
  bytes: number;
}

/** The files a FileSource knows without reading them (see FileSource.indexed). */
export interface IndexedFiles {
  /** The content id and size of `path`, when known that way; undefined otherwise. */
  known(path: string): KnownFile | undefined;
  /**
   * The text of `path`, which `known` gave as `file`, read synchronously and decoded as `read`
   * decodes it; a UserError when the file is gone or its text no longer has that id (it changed
   * during the run).
   */
  read(path: string, file: KnownFile): string;
}
