import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { UserError } from "../errors.js";
import { diskTree } from "./tree/diskTree.js";
import { selectInTree, type CrawlCache } from "./tree/selectInTree.js";

/**
 * The files under `root` that match `include` and none of `exclude`, as `/`-separated paths
 * relative to `root`, sorted by UTF-16 code unit order (locale-independent, so every machine and CI
 * runner sees the same order).
 *
 * Safety guarantees, because patterns come from a registry file in a pull request: a pattern that is
 * absolute or has a `..` segment is a UserError (it could read outside the repository); a symbolic
 * link is resolved before it is followed, and one that leads outside `root` where the globs reach
 * is a UserError naming the link, never followed (a link to `/` costs one lookup, not a crawl of
 * the disk) and never a silent skip; links inside the root are followed, a link loop is not;
 * dotfiles and dot-directories match only when the pattern names them; only regular files are
 * returned (directories, sockets, FIFOs and broken links are not). Directory names are not
 * expanded: `docs` matches nothing, write `docs/**`. Globs are read as pathMatcher reads them, the
 * same for a commit (gitFileSource), so both sides of a pull request select alike.
 */
export async function selectFiles(options: { root: string; include: string[]; exclude?: string[] }): Promise<string[]> {
  return (await selectResolvedFiles(options)).files.map((file) => file.path);
}

/**
 * {@link selectFiles}, with each file's resolved location, and what was left out: a folder that
 * cannot be read, a name that is not UTF-8, a link loop, each a warning naming the path (see
 * selectInTree). `crawls` shares the listing of the tree between the selections of several sources.
 */
export async function selectResolvedFiles(options: {
  root: string;
  include: string[];
  exclude?: string[];
  crawls?: CrawlCache;
}): Promise<{ files: Array<{ path: string; real: string }>; warnings: string[]; skipped: string[] }> {
  const root = await realRoot(options.root);
  const selection = await selectInTree({ access: diskTree(root), include: options.include, exclude: options.exclude ?? [], crawls: options.crawls ?? new Map() });
  // `real` is relative, `/`-separated and normalised (see crawlTree): joined by hand where `/` is the
  // separator, rather than path.join normalising every path again
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
