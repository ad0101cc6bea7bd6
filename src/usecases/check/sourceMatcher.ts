import picomatch from "picomatch";
import type { SourceConfig } from "../../config/index.js";

/**
 * Whether a repository path (relative to the root, `/`-separated) belongs to `source`: it matches
 * one of its include globs and none of its excludes. Dotfiles only when a glob names them, as the
 * corpus selects files. For paths that are not in the corpus (a changed or deleted file).
 */
export function sourceMatcher(source: Pick<SourceConfig, "include" | "exclude">): (path: string) => boolean {
  const include = picomatch(source.include, { dot: false });
  const exclude = source.exclude.length > 0 ? picomatch(source.exclude, { dot: false }) : () => false;
  return (path) => include(path) && !exclude(path);
}
