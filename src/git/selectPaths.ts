import path from "node:path";
import picomatch from "picomatch";
import { checkPattern } from "../corpus/index.js";

/**
 * The entries of `paths` (relative, `/`-separated) that match an `include` glob and no `exclude`
 * glob, sorted by UTF-16 code unit: selectFiles' answer for a list of paths instead of a disk.
 *
 * Same semantics as selectFiles (which uses tinyglobby): patterns are checked by checkPattern,
 * normalised the way tinyglobby does (`./a/` → `a`), matched with picomatch with `dot: false`
 * (dotfiles only when named), an include pattern starting with `!` excludes, an exclude starting
 * with `!` is ignored, and an exclude that matches a directory excludes everything under it (the
 * crawler never enters it). Directory names are not expanded: `docs` matches nothing.
 */
export function selectPaths(paths: Iterable<string>, include: readonly string[], exclude: readonly string[]): string[] {
  const matchers = { include: [] as string[], exclude: [] as string[] };
  for (const pattern of include.map((p) => checkPattern(p, "include"))) {
    if (pattern.startsWith("!") && !pattern.startsWith("!(")) {
      if (!pattern.startsWith("!!") || pattern.startsWith("!!(")) matchers.exclude.push(normalize(pattern.slice(1)));
    } else matchers.include.push(normalize(pattern));
  }
  for (const pattern of exclude.map((p) => checkPattern(p, "exclude"))) {
    if (!pattern.startsWith("!") || pattern.startsWith("!(")) matchers.exclude.push(normalize(pattern));
  }
  if (matchers.include.length === 0) return [];
  const options = { dot: false, posix: true };
  const included = picomatch(matchers.include, options);
  const excluded = matchers.exclude.length > 0 ? picomatch(matchers.exclude, options) : () => false;
  const excludedDirs = new Map<string, boolean>();
  const underExcludedDir = (file: string): boolean => {
    for (let slash = file.indexOf("/"); slash !== -1; slash = file.indexOf("/", slash + 1)) {
      const dir = file.slice(0, slash);
      let hit = excludedDirs.get(dir);
      if (hit === undefined) excludedDirs.set(dir, (hit = excluded(dir)));
      if (hit) return true;
    }
    return false;
  };
  const selected: string[] = [];
  for (const file of paths) if (included(file) && !excluded(file) && !underExcludedDir(file)) selected.push(file);
  return selected.sort(); // The default sort compares UTF-16 code units, as selectFiles does.
}

/** tinyglobby's normalisation of a pattern: no trailing slash, `posix.normalize` (drops `./`, `//`). */
function normalize(pattern: string): string {
  return path.posix.normalize(pattern.endsWith("/") ? pattern.slice(0, -1) : pattern);
}
