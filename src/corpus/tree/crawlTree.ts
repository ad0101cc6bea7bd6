import { inGitDirectory } from "../inGitDirectory.js";
import type { Resolved, TreeAccess } from "./treeAccess.js";

/** Something a crawl could not include, to be reported when the globs that asked for it reach it. */
export interface CrawlProblem {
  /** The path as the globs see it (links not resolved). */
  path: string;
  kind: "outside-link" | "unreadable-folder" | "bad-name" | "bad-name-folder" | "link-loop" | "link-fan-out";
  /** The link's target (outside-link, link-loop), the real folder (link-fan-out) or the error code (unreadable-folder). */
  detail: string;
}

/** How often one crawl may list a real folder through links: unbounded, links doubling per level list 2^n paths. */
export const MAX_LINKED_LISTINGS = 8;

/** What a crawl found: every file under the base (by glob path and real path) and every problem. */
export interface Crawl {
  files: Array<{ path: string; real: string }>;
  problems: CrawlProblem[];
}

/** Every file under `base` down to `depth` levels in code-unit order; what is not followed is a problem, not a file. */
export async function crawlTree(access: TreeAccess, options: { base: string; depth: number; dot: boolean }): Promise<Crawl> {
  const crawl: Crawl = { files: [], problems: [] };
  const { base, depth, dot } = options;
  const start = base === "" ? ({ kind: "folder", real: "" } as const) : inGitDirectory(base) ? ({ kind: "missing" } as const) : intoGitDirectory(await access.resolve(base));
  if (start.kind === "outside") crawl.problems.push({ path: base, kind: "outside-link", detail: start.target });
  else if (start.kind === "file") crawl.files.push({ path: base, real: start.real });
  else if (start.kind === "folder") await walk(access, crawl, { path: base, real: start.real, left: depth, dot, stack: [start.real], listings: new Map() });
  return crawl;
}

interface WalkAt {
  path: string;
  real: string;
  left: number;
  dot: boolean;
  /** The real folders on the way down, for loops. */
  stack: string[];
  /** How often each real folder has been listed through links in this crawl, shared by every walk. */
  listings: Map<string, number>;
}

async function walk(access: TreeAccess, crawl: Crawl, at: WalkAt): Promise<void> {
  if (at.path !== at.real) {
    const times = at.listings.get(at.real) ?? 0;
    if (times >= MAX_LINKED_LISTINGS) {
      crawl.problems.push({ path: at.path, kind: "link-fan-out", detail: at.real === "" ? "." : at.real });
      return;
    }
    at.listings.set(at.real, times + 1);
  }
  const listed = await access.list(at.real);
  if (!Array.isArray(listed)) {
    crawl.problems.push({ path: at.path, kind: "unreadable-folder", detail: listed.error });
    return;
  }
  const entries = [...listed].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if ((!at.dot && entry.name.startsWith(".")) || inGitDirectory(entry.name)) continue;
    const path = at.path === "" ? entry.name : `${at.path}/${entry.name}`;
    // one string for both while no link was followed
    const real = at.real === at.path ? path : at.real === "" ? entry.name : `${at.real}/${entry.name}`;
    if (entry.badName) {
      crawl.problems.push({ path, kind: entry.kind === "folder" ? "bad-name-folder" : "bad-name", detail: "" });
      continue;
    }
    if (entry.kind === "file") crawl.files.push({ path, real });
    else if (entry.kind === "folder") {
      if (at.left > 1) await walk(access, crawl, { ...at, path, real, left: at.left - 1, stack: [...at.stack, real] });
    } else if (entry.kind === "link") {
      const to = intoGitDirectory(await access.resolve(real));
      if (to.kind === "outside") crawl.problems.push({ path, kind: "outside-link", detail: to.target });
      else if (to.kind === "file") crawl.files.push({ path, real: to.real });
      else if (to.kind === "folder" && at.left > 1) {
        if (at.stack.some((folder) => contains(to.real, folder))) crawl.problems.push({ path, kind: "link-loop", detail: to.real === "" ? "." : to.real });
        else await walk(access, crawl, { ...at, path, real: to.real, left: at.left - 1, stack: [...at.stack, to.real] });
      }
    }
  }
}

/** A resolved link leading into a git directory, as one leading outside the root: never followed. */
function intoGitDirectory(to: Resolved): Resolved {
  return (to.kind === "file" || to.kind === "folder") && inGitDirectory(to.real) ? { kind: "outside", target: to.real } : to;
}

/** Whether the real folder `outer` is `inner` or one of its ancestors. */
function contains(outer: string, inner: string): boolean {
  return outer === "" || inner === outer || inner.startsWith(`${outer}/`);
}
