import { posix } from "node:path";

/** Documents no source includes, grouped by where they live, with a glob that would register them. */
export interface UnregisteredShape {
  /** An include glob that covers every path below: their common folder and extension (`docs/faq/**\/*.md`). */
  glob: string;
  /** The documents, in code-unit order. */
  paths: string[];
}

/** Markdown as the corpus reads it. */
export const MARKDOWN_EXTENSIONS = ["md", "mdx", "markdown"] as const;

/** Documents no source matches, one shape per extension and folder tree (never a repository-wide glob), sorted. */
export function unregisteredShapes(paths: readonly string[]): UnregisteredShape[] {
  const groups = new Map<string, { dir: string; ext: string; paths: string[] }>();
  for (const path of [...new Set(paths)].sort(byCodeUnit)) {
    const ext = posix.extname(path).slice(1);
    const dir = posix.dirname(path);
    const key = `${dir}\u0000${ext}`;
    const group = groups.get(key) ?? { dir, ext, paths: [] };
    group.paths.push(path);
    groups.set(key, group);
  }
  // a folder's group absorbs the groups of its subfolders (same extension), never at the top
  const list = [...groups.values()].sort((a, b) => a.dir.length - b.dir.length || byCodeUnit(a.dir, b.dir));
  const kept: typeof list = [];
  for (const group of list) {
    const parent = kept.find((k) => k.ext === group.ext && k.dir !== "." && group.dir.startsWith(`${k.dir}/`));
    if (parent) parent.paths.push(...group.paths);
    else kept.push({ ...group, paths: [...group.paths] });
  }
  return kept
    .map((g) => ({ glob: g.dir === "." ? `*.${g.ext}` : `${g.dir}/**/*.${g.ext}`, paths: g.paths.sort(byCodeUnit) }))
    .sort((a, b) => byCodeUnit(a.glob, b.glob));
}

/** The folders the include globs cover: each one's first plain segment, or all ("") when it starts with a wildcard. */
export function documentFolders(includes: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const glob of includes) {
    const first = glob.split("/")[0] ?? "";
    folders.add(glob.includes("/") && !/[*?[\]{}!()]/.test(first) ? first : "");
  }
  return folders.has("") ? [""] : [...folders].sort(byCodeUnit);
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
