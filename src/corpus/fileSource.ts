/**
 * Where a check reads a repository's files from: a working tree, or a commit's objects in git.
 * Everything above the corpus stage reads through it, so the head and the base evaluate alike.
 */
export interface FileSource {
  /** For messages: a directory path, or `git:<ref>`. */
  readonly label: string;
  /**
   * Paths (relative, `/`-separated, sorted by code unit) of regular files matching any `include`
   * and no `exclude` glob, the same from disk and from a commit. Absolute or `..` patterns and links
   * leading outside the root are UserErrors; what the globs reach but cannot select (an unreadable
   * folder, a non-UTF-8 name, a link loop) is in `warnings` and `skipped`.
   */
  select(include: readonly string[], exclude: readonly string[]): Promise<{ paths: string[]; warnings: string[]; skipped: string[] }>;
  /**
   * The UTF-8 text of a file, or `undefined` when it does not exist. A binary, UTF-16 or non-UTF-8
   * file is a UserError naming it, with the hint to exclude it (see decodeDocument).
   */
  read(path: string): Promise<string | undefined>;
  /**
   * A file's content id (its git blob id) and a way to get its text (decoded as `read` does), or
   * `undefined` when it does not exist, so caches can answer without decoding or even reading it.
   * Optional: without it, callers read and hash.
   */
  load?(path: string): Promise<{ id: string; text: () => Promise<string> } | undefined>;
  /**
   * What the source knows of its files without reading them (the clean tracked files of a git
   * working tree), asked once for a whole selection; undefined when it knows none that way, and
   * then callers `load` or `read` every file. Optional.
   */
  indexed?(): Promise<IndexedFiles | undefined>;
  /**
   * The content ids `load` would give `paths` (undefined for a path it would not load), all at once
   * without reading a file, as a commit's tree lists them. Optional: without it, callers `load` each.
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
   * The text of `path`, which `known` gave as `file`, read synchronously and decoded as `read` does;
   * a UserError when the file is gone or no longer has that id.
   */
  read(path: string, file: KnownFile): string;
}
