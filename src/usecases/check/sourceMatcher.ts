import picomatch from "picomatch";
import type { SourceConfig } from "../../config/index.js";

/** Whether a repository path (not necessarily in the corpus) matches `source`'s includes and none of its excludes, as the corpus selects. */
export function sourceMatcher(source: Pick<SourceConfig, "include" | "exclude">): (path: string) => boolean {
  const include = picomatch(source.include, { dot: false });
  const exclude = source.exclude.length > 0 ? picomatch(source.exclude, { dot: false }) : () => false;
  return (path) => include(path) && !exclude(path);
}
