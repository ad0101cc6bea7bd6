import picomatch from "picomatch";
import type { SourceConfig } from "../../config/index.js";

type SourceGlobs = Pick<SourceConfig, "include" | "exclude">;

/** Whether a repository path (not necessarily in the corpus) matches `source`'s includes and none of its excludes, as the corpus selects. */
export function sourceMatcher(source: SourceGlobs): (path: string) => boolean {
  const include = matcher(source.include);
  const exclude = matcher(source.exclude);
  return (path) => include(path) && !exclude(path);
}

/** Whether a source includes or excludes a path or a folder above it (an excluded file is never unregistered). */
export function sourceClaims(sources: readonly SourceGlobs[]): (path: string) => boolean {
  const negated = (glob: string) => glob.startsWith("!") && !glob.startsWith("!(");
  const includes = sources.flatMap((s) => s.include).filter((g) => !negated(g));
  const excludes = [...sources.flatMap((s) => s.include).filter(negated).map((g) => g.slice(1)), ...sources.flatMap((s) => s.exclude).filter((g) => !negated(g))];
  const included = matcher(includes);
  const excluded = matcher(excludes.map((g) => (g.endsWith("/") ? g.slice(0, -1) : g)));
  return (path) => {
    if (included(path) || excluded(path)) return true;
    for (let slash = path.indexOf("/"); slash !== -1; slash = path.indexOf("/", slash + 1)) if (excluded(path.slice(0, slash))) return true;
    return false;
  };
}

function matcher(globs: readonly string[]): (path: string) => boolean {
  return globs.length === 0 ? () => false : picomatch([...globs], { dot: false });
}
