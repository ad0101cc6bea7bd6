import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { UserError } from "../errors.js";
import { diskTree } from "./tree/diskTree.js";
import { selectInTree, type CrawlCache } from "./tree/selectInTree.js";

/**
 * The regular files under `root` that `include` selects and `exclude` does not, sorted by code unit; a bad
 * pattern or a link leaving `root` is a UserError, dotfiles match only when named.
 */
export async function selectFiles(options: { root: string; include: string[]; exclude?: string[] }): Promise<string[]> {
  return (await selectResolvedFiles(options)).files.map((file) => file.path);
}

/** {@link selectFiles} with each file's real path and what was left out, each a warning; `crawls` shares listings. */
export async function selectResolvedFiles(options: {
  root: string;
  include: string[];
  exclude?: string[];
  crawls?: CrawlCache;
}): Promise<{ files: Array<{ path: string; real: string }>; warnings: string[]; skipped: string[] }> {
  const root = await realRoot(options.root);
  const selection = await selectInTree({ access: diskTree(root), include: options.include, exclude: options.exclude ?? [], crawls: options.crawls ?? new Map() });
  // `real` is already normalised: joined by hand where `/` is the separator
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  const join = path.sep === "/" ? (real: string) => prefix + real : (real: string) => path.join(root, real);
  return { ...selection, files: selection.files.map((file) => ({ path: file.path, real: join(file.real) })) };
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
