import path from "node:path";
import picomatch from "picomatch";
import { checkPattern } from "./checkPattern.js";
import { segmentMatcher } from "./segmentGlob.js";

/** A source's include and exclude globs, compiled once, with what a crawl of them needs to know. */
export interface PathMatcher {
  /** Whether a file at `path` (relative, `/`-separated) is selected: included, not excluded, in no excluded folder. */
  selects(path: string): boolean;
  /** Whether a folder at `path` is excluded (so nothing under it is selected or reported). */
  excludesFolder(path: string): boolean;
  /** Whether some include glob could select a file under the folder `path` (where a crawl goes, and where a folder problem matters). */
  reachesInto(path: string): boolean;
  /** The folders to crawl and how deep: the include globs' static bases, none covered by another. */
  bases: Array<{ base: string; depth: number }>;
  /** Whether an include glob names dot entries (`.github/*.md`): without one, dot folders are not crawled. */
  dot: boolean;
}

/** The globs compiled as tinyglobby reads them (`dot: false`; `!include` excludes, `!exclude` is ignored). */
export function pathMatcher(include: readonly string[], exclude: readonly string[]): PathMatcher {
  const globs = { include: [] as string[], exclude: [] as string[] };
  for (const pattern of include.map((p) => checkPattern(p, "include"))) {
    if (pattern.startsWith("!") && !pattern.startsWith("!(")) {
      if (!pattern.startsWith("!!") || pattern.startsWith("!!(")) globs.exclude.push(normalize(pattern.slice(1)));
    } else globs.include.push(normalize(pattern));
  }
  for (const pattern of exclude.map((p) => checkPattern(p, "exclude"))) {
    if (!pattern.startsWith("!") || pattern.startsWith("!(")) globs.exclude.push(normalize(pattern));
  }
  const included = anyOf(globs.include);
  const excluded = anyOf(globs.exclude);
  // by folder, so a file costs one lookup of its parent
  const folders = new Map<string, boolean>();
  const folderOut = (folder: string): boolean => {
    let hit = folders.get(folder);
    if (hit === undefined) {
      const slash = folder.lastIndexOf("/");
      folders.set(folder, (hit = excluded(folder) || (slash !== -1 && folderOut(folder.slice(0, slash)))));
    }
    return hit;
  };
  // a crawl gives a folder's files in a row: most are answered by the last folder asked about
  let lastFolder = "";
  let lastOut = false;
  const underExcludedFolder = (file: string): boolean => {
    const slash = file.lastIndexOf("/");
    if (slash === -1) return false;
    if (slash !== lastFolder.length || !file.startsWith(lastFolder)) {
      lastFolder = file.slice(0, slash);
      lastOut = folderOut(lastFolder);
    }
    return lastOut;
  };
  const reach = globs.include.map(reachOf);
  return {
    selects: (file) => included(file) && !excluded(file) && !underExcludedFolder(file),
    excludesFolder: folderOut,
    reachesInto: (folder) => reach.some((r) => (r.base === "" || folder === r.base || folder.startsWith(`${r.base}/`)) && depthBelow(r.base, folder) < r.depth),
    bases: outermost(reach),
    dot: globs.include.some((p) => p.split("/").some((segment) => segment.startsWith("."))),
  };
}

/** How many distinct glob sets keep their compiled matcher for the process. */
const KEPT_MATCHERS = 16;

const shared = new Map<string, PathMatcher>();

/** {@link pathMatcher}, compiled once per process for the same globs (at most {@link KEPT_MATCHERS} sets kept). */
export function sharedPathMatcher(include: readonly string[], exclude: readonly string[]): PathMatcher {
  const key = JSON.stringify([include, exclude]);
  let matcher = shared.get(key);
  if (matcher === undefined) {
    matcher = pathMatcher(include, exclude);
    if (shared.size >= KEPT_MATCHERS) shared.delete(shared.keys().next().value as string);
    shared.set(key, matcher);
  }
  return matcher;
}

/** Whether a path matches any of `globs` as picomatch reads them (`dot: false`), by segmentMatcher where it handles the glob. */
function anyOf(globs: readonly string[]): (path: string) => boolean {
  const options = { dot: false, posix: true };
  const tests = globs.map((glob) => segmentMatcher(glob) ?? picomatch(glob, options));
  if (tests.length === 0) return () => false;
  if (tests.length === 1) return tests[0]!;
  return (path) => tests.some((test) => test(path));
}

/** The static folder of a glob and how many folder levels below it a match can lie. */
function reachOf(glob: string): { base: string; depth: number } {
  const scan = picomatch.scan(glob);
  if (!scan.isGlob) {
    const slash = glob.lastIndexOf("/");
    return { base: slash < 0 ? "" : glob.slice(0, slash), depth: 1 };
  }
  const base = scan.base.replace(/\\(.)/g, "$1");
  return { base, depth: scan.glob.includes("**") ? Number.POSITIVE_INFINITY : scan.glob.split("/").length };
}

/** Segments of `folder` below `base` (0 for the base itself), counting the folder's own level. */
function depthBelow(base: string, folder: string): number {
  const rest = base === "" ? folder : folder.slice(base.length + 1);
  return rest === "" ? 0 : rest.split("/").length;
}

/** The bases (each at its deepest reach) that no other covers, sorted by base. */
function outermost(reach: ReadonlyArray<{ base: string; depth: number }>): Array<{ base: string; depth: number }> {
  const deepest = new Map<string, number>();
  for (const r of reach) deepest.set(r.base, Math.max(deepest.get(r.base) ?? 0, r.depth));
  const all = [...deepest].map(([base, depth]) => ({ base, depth })).sort((a, b) => (a.base < b.base ? -1 : a.base > b.base ? 1 : 0));
  const covers = (o: { base: string; depth: number }, b: { base: string; depth: number }): boolean =>
    o !== b && (o.base === "" || b.base.startsWith(`${o.base}/`)) && depthBelow(o.base, b.base) + b.depth <= o.depth;
  return all.filter((b) => !all.some((o) => covers(o, b)));
}

/** tinyglobby's normalisation of a pattern: no trailing slash, `posix.normalize` (drops `./`, `//`). */
function normalize(pattern: string): string {
  return path.posix.normalize(pattern.endsWith("/") ? pattern.slice(0, -1) : pattern);
}
