import { inGitDirectory } from "../inGitDirectory.js";
import { UserError } from "../../errors.js";
import { sharedPathMatcher, type PathMatcher } from "../pathMatcher.js";
import { crawlTree, MAX_LINKED_LISTINGS, type Crawl, type CrawlProblem } from "./crawlTree.js";
import type { TreeAccess } from "./treeAccess.js";

/** What a selection found: the files, and what was left out with a warning each. */
export interface TreeSelection {
  /** Selected files, by path (sorted by code unit) with their real path in the tree. */
  files: Array<{ path: string; real: string }>;
  /** One line per thing left out (`path: skipped: why — fix`), in path order. */
  warnings: string[];
  /** The paths left out (a folder ends with `/`), in path order. */
  skipped: string[];
}

/** Crawls of one tree, shared by the selections of every source (see selectInTree). */
export type CrawlCache = Map<string, Promise<Crawl>>;

/** The files the globs select; where they reach, a link leaving the root is a UserError, other problems warnings. */
export function selectInTree(options: { access: TreeAccess; include: readonly string[]; exclude: readonly string[]; crawls: CrawlCache }): Promise<TreeSelection> {
  // the same globs over the same crawls select the same files (a pull request selects its base twice)
  let memo = selections.get(options.crawls);
  if (!memo) selections.set(options.crawls, (memo = new Map()));
  const key = JSON.stringify([options.include, options.exclude]);
  let selection = memo.get(key);
  if (!selection) memo.set(key, (selection = select(options)));
  return selection.then(copy);
}

const selections = new WeakMap<CrawlCache, Map<string, Promise<TreeSelection>>>();

/** A selection its caller may change without changing the one remembered. */
function copy(selection: TreeSelection): TreeSelection {
  return { files: [...selection.files], warnings: [...selection.warnings], skipped: [...selection.skipped] };
}

async function select(options: { access: TreeAccess; include: readonly string[]; exclude: readonly string[]; crawls: CrawlCache }): Promise<TreeSelection> {
  const matcher = sharedPathMatcher(options.include, options.exclude);
  const crawls = await Promise.all(
    matcher.bases.map(({ base, depth }) => {
      const key = `${matcher.dot ? "." : "-"}${depth}:${base}`;
      let crawl = options.crawls.get(key);
      if (!crawl) options.crawls.set(key, (crawl = crawlTree(options.access, { base, depth, dot: matcher.dot })));
      return crawl;
    }),
  );
  // several bases may overlap: a path is kept once
  let selected: Array<{ path: string; real: string }>;
  if (crawls.length === 1) selected = crawls[0]!.files.filter((file) => matcher.selects(file.path));
  else {
    const files = new Map<string, string>();
    for (const crawl of crawls) for (const file of crawl.files) if (matcher.selects(file.path)) files.set(file.path, file.real);
    selected = [...files].map(([path, real]) => ({ path, real }));
  }
  const problems = new Map<string, CrawlProblem>();
  for (const crawl of crawls) for (const problem of crawl.problems) if (reaches(matcher, problem)) problems.set(problem.path, problem);
  const found = [...problems.values()].sort((a, b) => compare(a.path, b.path));
  const outside = found.find((p) => p.kind === "outside-link");
  if (outside) {
    const link = outside.path;
    const where = inGitDirectory(outside.detail) ? "into the repository's git directory, which is never read" : "outside the corpus root";
    throw new UserError(`symbolic link "${link}" points ${where} (it resolves to ${outside.detail})`, {
      file: link,
      hint: `exclude it (exclude: ["${link}", "${link}/**"]) or replace the link with the files themselves; links leaving the root are never followed`,
    });
  }
  // past the throw above, only a bad file name leaves out a file rather than a folder
  const shown = found.map((p) => (p.kind === "bad-name" ? p.path : `${p.path}/`));
  return {
    files: selected.sort((a, b) => compare(a.path, b.path)),
    warnings: found.map((p, i) => `${shown[i]}: skipped: ${SKIPPED[p.kind as SkipKind](p.detail, `exclude it (exclude: ["${p.path}/**"])`)}`),
    skipped: shown,
  };
}

/** Whether the globs reach a problem: a file they select, or a folder they could select files in. */
function reaches(matcher: PathMatcher, problem: CrawlProblem): boolean {
  if (problem.kind === "bad-name") return matcher.selects(problem.path);
  if (problem.kind === "outside-link" && matcher.selects(problem.path)) return true;
  return matcher.reachesInto(problem.path) && !matcher.excludesFolder(problem.path);
}

type SkipKind = Exclude<CrawlProblem["kind"], "outside-link">;

/** Why each kind of problem leaves its path out, and the fix (`exclude` says how to exclude the folder). */
const SKIPPED: Record<SkipKind, (detail: string, exclude: string) => string> = {
  "unreadable-folder": (detail, exclude) => `the folder cannot be read (${detail}), so no file in it is indexed — fix its permissions, or ${exclude}`,
  "bad-name": () => "its name is not valid UTF-8 (shown with U+FFFD), so it cannot be indexed or named in a report — rename it with a UTF-8 name, or exclude it",
  "bad-name-folder": (_, exclude) => `the folder's name is not valid UTF-8 (shown with U+FFFD), so no file in it is indexed — rename it with a UTF-8 name, or ${exclude}`,
  "link-loop": (detail, exclude) => `the symbolic link leads back to \`${detail}\`, a folder it is inside, so following it would never end — remove the link, or ${exclude}`,
  "link-fan-out": (detail, exclude) =>
    `symbolic links lead to \`${detail}\` by more than ${MAX_LINKED_LISTINGS} paths, so it is listed by its own path and the first ${MAX_LINKED_LISTINGS} through links, no more (links that fan out would make the crawl grow without bound) — remove the duplicate links, or ${exclude}`,
};

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
