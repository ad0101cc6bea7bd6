/** Where a check reads files (a working tree, or a commit in git), so the head and the base evaluate alike. */
export interface FileSource {
  /** For messages: a directory path, or `git:<ref>`. */
  readonly label: string;
  /** Sorted `/`-separated paths of the regular files the globs select; bad globs or links leaving the root throw. */
  select(include: readonly string[], exclude: readonly string[]): Promise<{ paths: string[]; warnings: string[]; skipped: string[] }>;
  /** The UTF-8 text of a file, or `undefined` when it does not exist; a file that is not text is a UserError (decodeDocument). */
  read(path: string): Promise<string | undefined>;
  /** A file's content id (git blob id) and a lazy reader of its text, so caches can answer without reading it. */
  load?(path: string): Promise<{ id: string; text: () => Promise<string> } | undefined>;
  /** What the source knows of its files without reading them (a git working tree's clean tracked files), asked once per selection. */
  indexed?(): Promise<IndexedFiles | undefined>;
  /** The content ids `load` would give `paths`, all at once without reading a file (a commit's tree). */
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
  /** The text of `path` as `known` gave it, read synchronously; a UserError when it is gone or changed. */
  read(path: string, file: KnownFile): string;
}
