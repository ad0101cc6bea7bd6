/** One entry of a folder listing: its name and what it is (a link is not followed by listing it). */
export interface TreeEntry {
  name: string;
  kind: "file" | "folder" | "link" | "other";
  /** The name's bytes are not valid UTF-8 (`name` shows them as U+FFFD): it cannot be named or read back. */
  badName?: true;
}

/** Where a path leads once every symbolic link in it is followed. */
export type Resolved = { kind: "file" | "folder"; real: string } | { kind: "outside"; target: string } | { kind: "missing" };

/**
 * A tree of files, read alike from a working tree and a commit, so one crawl gives both sides of a
 * pull request the same documents. Paths are relative and `/`-separated (`""`: the root); a real path has no link.
 */
export interface TreeAccess {
  /** The entries of the folder at real path `folder`, or the reason it cannot be listed (`EACCES`). */
  list(folder: string): Promise<TreeEntry[] | { error: string }>;
  /** Where `path` leads, links followed: inside the root, `outside` it, or `missing` (broken, a loop, neither file nor folder). */
  resolve(path: string): Promise<Resolved>;
}
