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
  // how often each real folder has been listed through links in this crawl
  const listings = new Map<string, number>();
  // `stack`: the real folders on the way down, for loops
  const walk = async (folder: string, folderReal: string, left: number, stack: string[]): Promise<void> => {
    if (folder !== folderReal) {
      const times = listings.get(folderReal) ?? 0;
      if (times >= MAX_LINKED_LISTINGS) {
        crawl.problems.push({ path: folder, kind: "link-fan-out", detail: folderReal === "" ? "." : folderReal });
        return;
      }
      listings.set(folderReal, times + 1);
    }
    const listed = await access.list(folderReal);
    if (!Array.isArray(listed)) {
      crawl.problems.push({ path: folder, kind: "unreadable-folder", detail: listed.error });
      return;
    }
    const entries = [...listed].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if ((!dot && entry.name.startsWith(".")) || inGitDirectory(entry.name)) continue;
      const path = folder === "" ? entry.name : `${folder}/${entry.name}`;
      // one string for both while no link was followed
      const real = folderReal === folder ? path : folderReal === "" ? entry.name : `${folderReal}/${entry.name}`;
      if (entry.badName) {
        crawl.problems.push({ path, kind: entry.kind === "folder" ? "bad-name-folder" : "bad-name", detail: "" });
        continue;
      }
      if (entry.kind === "file") crawl.files.push({ path, real });
      else if (entry.kind === "folder") {
        if (left > 1) await walk(path, real, left - 1, [...stack, real]);
      } else if (entry.kind === "link") {
        const to = intoGitDirectory(await access.resolve(real));
        if (to.kind === "outside") crawl.problems.push({ path, kind: "outside-link", detail: to.target });
        else if (to.kind === "file") crawl.files.push({ path, real: to.real });
        else if (to.kind === "folder" && left > 1) {
          if (stack.some((above) => contains(to.real, above))) crawl.problems.push({ path, kind: "link-loop", detail: to.real === "" ? "." : to.real });
          else await walk(path, to.real, left - 1, [...stack, to.real]);
        }
      }
    }
  };
  const start = base === "" ? ({ kind: "folder", real: "" } as const) : inGitDirectory(base) ? ({ kind: "missing" } as const) : intoGitDirectory(await access.resolve(base));
  if (start.kind === "outside") crawl.problems.push({ path: base, kind: "outside-link", detail: start.target });
  else if (start.kind === "file") crawl.files.push({ path: base, real: start.real });
  else if (start.kind === "folder") await walk(base, start.real, depth, [start.real]);
  return crawl;
}

/** A resolved link leading into a git directory, as one leading outside the root: never followed. */
function intoGitDirectory(to: Resolved): Resolved {
  return (to.kind === "file" || to.kind === "folder") && inGitDirectory(to.real) ? { kind: "outside", target: to.real } : to;
}

/** Whether the real folder `outer` is `inner` or one of its ancestors. */
function contains(outer: string, inner: string): boolean {
  return outer === "" || inner === outer || inner.startsWith(`${outer}/`);
}
