import type { ChangedFile } from "./types.js";

/**
 * Changed files re-rooted at `prefix`, the root's path from the repository's top. Files outside
 * the root are dropped; a rename across its edge becomes an addition or a removal.
 */
export function changesUnderRoot(files: readonly ChangedFile[], prefix: string): ChangedFile[] {
  if (prefix === "") return [...files];
  const inside = (path: string) => path.startsWith(`${prefix}/`);
  const strip = (path: string) => path.slice(prefix.length + 1);
  const result: ChangedFile[] = [];
  for (const file of files) {
    const previous = file.previousPath;
    if (inside(file.path)) {
      const { previousPath: _dropped, ...rest } = file;
      if (previous !== undefined && inside(previous)) result.push({ ...rest, path: strip(file.path), previousPath: strip(previous) });
      else if (previous !== undefined) result.push({ ...rest, path: strip(file.path), status: "added", baseRanges: [] });
      else result.push({ ...rest, path: strip(file.path) });
    } else if (previous !== undefined && inside(previous)) {
      result.push({ path: strip(previous), status: "removed", headRanges: [], baseRanges: file.baseRanges });
    }
  }
  return result;
}
