import type { Registry } from "../../config/index.js";
import type { FileSource, IndexedFiles } from "../../corpus/index.js";
import { digestSelection, selectionName, type SelectionDigest, type SourceSelections } from "./sourceResultKey.js";

/** `files`, watching the selections and content ids read, so the workspace's selections need no second read. */
export function recordSelections(files: FileSource): { files: FileSource; selections: (registry: Registry) => SourceSelections | null } {
  const selected = new Map<string, string[]>();
  const ids = new Map<string, string>();
  // what the source knew without reading (FileSource.indexed), asked when the selections are
  let known: IndexedFiles | undefined;
  const { load, indexed } = files;
  const watched: FileSource = {
    label: files.label,
    read: (path) => files.read(path),
    async select(include, exclude) {
      const selection = await files.select(include, exclude);
      selected.set(selectionName(include, exclude), selection.paths);
      return selection;
    },
    load: load && (async (path) => {
      const loaded = await load.call(files, path);
      if (loaded) ids.set(path, loaded.id);
      return loaded;
    }),
    indexed: indexed && (async () => {
      const found = await indexed.call(files);
      known ??= found;
      return found;
    }),
  };
  return {
    files: watched,
    selections: (registry) => digestSelections(registry, (name) => selected.get(name)?.map((path) => [path, ids.get(path) ?? known?.known(path)?.id] as const)),
  };
}

/** The sources' selections in `files` (a commit's, from its tree); null when an id is unknown or a selection fails. */
export async function readSelections(files: FileSource, registry: Registry): Promise<SourceSelections | null> {
  const { load, contentIds } = files;
  if (load === undefined) return null;
  const listed = new Map<string, Array<readonly [string, string | undefined]>>();
  try {
    for (const { include, exclude } of registry.sources) {
      const name = selectionName(include, exclude);
      if (listed.has(name)) continue;
      const { paths } = await files.select(include, exclude);
      const ids = contentIds ? await contentIds.call(files, paths) : [];
      if (!contentIds) for (const path of paths) ids.push((await load.call(files, path))?.id);
      listed.set(name, paths.map((path, i) => [path, ids[i]] as const));
    }
  } catch {
    return null;
  }
  return digestSelections(registry, (name) => listed.get(name));
}

// Each distinct selection of the registry's sources, digested; null when one is not listed or an id is unknown.
function digestSelections(registry: Registry, pairsOf: (name: string) => ReadonlyArray<readonly [string, string | undefined]> | undefined): SourceSelections | null {
  const result = new Map<string, SelectionDigest>();
  for (const { include, exclude } of registry.sources) {
    const name = selectionName(include, exclude);
    if (result.has(name)) continue;
    const pairs = pairsOf(name);
    if (pairs === undefined || pairs.some(([, id]) => id === undefined)) return null;
    result.set(name, digestSelection(pairs as ReadonlyArray<readonly [string, string]>));
  }
  return result;
}
