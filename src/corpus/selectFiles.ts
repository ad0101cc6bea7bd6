import { type Dirent, readdirSync } from "node:fs";
import { lstat, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { glob } from "tinyglobby";
import { UserError } from "../errors.js";
import { checkPattern } from "./checkPattern.js";

/**
 * The files under `root` that match `include` and none of `exclude`, as `/`-separated paths
 * relative to `root`, sorted by UTF-16 code unit order (locale-independent, so every machine and CI
 * runner sees the same order).
 *
 * Safety guarantees, because patterns come from a registry file in a pull request: a pattern that is
 * absolute or has a `..` segment is a UserError (it could read outside the repository); a match that
 * resolves (through a symlink) outside `root` is a UserError naming the link, rather than a silent
 * skip, so a surprising link is noticed; dotfiles and dot-directories match only when the pattern
 * names them; only regular files are returned (directories, sockets, FIFOs and broken links are not).
 * Directory names are not expanded: `docs` matches nothing, write `docs/**`.
 */
export async function selectFiles(options: { root: string; include: string[]; exclude?: string[] }): Promise<string[]> {
  return (await selectResolvedFiles(options)).map((file) => file.path);
}

/**
 * {@link selectFiles}, with each file's resolved location, so a reader of the selection need not
 * resolve links again. Same guarantees.
 *
 * Resolving is done per folder, not per file: a match that is not itself a symbolic link lies
 * where its folder resolves to, and one listing of the folder says which entries are links, so one
 * `readdir` and one `realpath` per folder suffice (on vba-docs, 11,612 files in a handful of
 * folders, that removed a `realpath`, a `stat` and an `lstat` per file, about 0.7 s).
 */
export async function selectResolvedFiles(options: { root: string; include: string[]; exclude?: string[] }): Promise<Array<{ path: string; real: string }>> {
  const include = options.include.map((pattern) => checkPattern(pattern, "include"));
  const exclude = (options.exclude ?? []).map((pattern) => checkPattern(pattern, "exclude"));
  const root = await realRoot(options.root);
  if (include.length === 0) return [];

  const matches = await glob(include, {
    cwd: root,
    ignore: exclude,
    dot: false,
    onlyFiles: true,
    expandDirectories: false,
    followSymbolicLinks: true,
  });

  const folders = new Map<string, Promise<string | undefined>>();
  const realFolder = (folder: string): Promise<string | undefined> => {
    let found = folders.get(folder);
    if (!found) {
      found = realpath(path.join(root, folder)).catch(() => undefined);
      folders.set(folder, found);
    }
    return found;
  };
  // Synchronous on purpose: a few large listings, no thread-pool hand-offs.
  const listings = new Map<string, Map<string, Dirent> | null>();
  const entryOf = (folder: string, name: string): Dirent | undefined => {
    let listing = listings.get(folder);
    if (listing === undefined) {
      try {
        listing = new Map(readdirSync(path.join(root, folder), { withFileTypes: true }).map((entry) => [entry.name, entry]));
      } catch {
        listing = null;
      }
      listings.set(folder, listing);
    }
    return listing?.get(name);
  };
  const selected = new Map<string, string>();
  for (const match of matches) {
    const relative = match.split(path.sep).join("/");
    const slash = relative.lastIndexOf("/");
    const info = entryOf(slash < 0 ? "." : relative.slice(0, slash), slash < 0 ? relative : relative.slice(slash + 1));
    if (!info) continue;
    let resolved: string;
    if (info.isSymbolicLink()) {
      try {
        resolved = await realpath(path.join(root, relative));
      } catch {
        continue; // A broken link is not a regular file.
      }
    } else {
      const folder = await realFolder(slash < 0 ? "." : relative.slice(0, slash));
      if (folder === undefined) continue;
      resolved = path.join(folder, slash < 0 ? relative : relative.slice(slash + 1));
    }
    if (!isInside(root, resolved)) {
      const link = (await findLink(root, relative)) ?? relative;
      throw new UserError(`symbolic link "${link}" points outside the corpus root (it resolves to ${resolved})`, {
        file: link,
        hint: `exclude it (exclude: ["${link}${link === relative ? "" : "/**"}"]) or replace the link with the files themselves; links leaving the root are never followed`,
      });
    }
    const isFile = info.isSymbolicLink() ? (await stat(resolved).catch(() => undefined))?.isFile() : info.isFile();
    if (isFile) selected.set(relative, resolved);
  }
  return [...selected].map(([file, real]) => ({ path: file, real })).sort((a, b) => compareCodeUnits(a.path, b.path));
}

async function realRoot(root: string): Promise<string> {
  try {
    const resolved = await realpath(root);
    if ((await stat(resolved)).isDirectory()) return resolved;
  } catch {
    // Reported below with the same message as "not a directory".
  }
  throw new UserError(`corpus root "${root}" is not a readable directory`, { hint: "pass the repository root (--root) that the include globs are relative to" });
}

/** The first component of `relative` that is a symbolic link, to name it in the error. */
async function findLink(root: string, relative: string): Promise<string | undefined> {
  const segments = relative.split("/");
  for (let i = 1; i <= segments.length; i++) {
    const prefix = segments.slice(0, i).join("/");
    const info = await lstat(path.join(root, prefix)).catch(() => undefined);
    if (info?.isSymbolicLink()) return prefix;
  }
  return undefined;
}

function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative === "" || (!relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative));
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
