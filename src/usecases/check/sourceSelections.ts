import type { Registry } from "../../config/index.js";
import type { FileSource, IndexedFiles } from "../../corpus/index.js";
import { digestSelection, selectionName, type SelectionDigest, type SourceSelections } from "./sourceResultKey.js";

/**
 * `files`, watched: every selection and content id seen, so `selections` tells the documents a
 * workspace was loaded from without reading a file twice; null when some path's id is not known.
 */
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
    ...(load === undefined
      ? {}
      : {
          async load(path: string) {
            const loaded = await load.call(files, path);
            if (loaded) ids.set(path, loaded.id);
            return loaded;
          },
        }),
    ...(indexed === undefined
      ? {}
      : {
          async indexed() {
            const found = await indexed.call(files);
            known ??= found;
            return found;
          },
        }),
  };
  return {
    files: watched,
    selections(registry) {
      const result = new Map<string, SelectionDigest>();
      for (const source of registry.sources) {
        const name = selectionName(source.include, source.exclude);
        if (result.has(name)) continue;
        const paths = selected.get(name);
        if (paths === undefined) return null;
        const pairs: Array<readonly [string, string]> = [];
        for (const path of paths) {
          const id = ids.get(path) ?? known?.known(path)?.id;
          if (id === undefined) return null;
          pairs.push([path, id]);
        }
        result.set(name, digestSelection(pairs));
      }
      return result;
    },
  };
}

/**
 * The registry's sources' selections in `files` (for a commit, from its tree alone); null when ids
 * are not known or a selection fails (the caller then loads the ordinary way, which reports why).
 */
export async function readSelections(files: FileSource, registry: Registry): Promise<SourceSelections | null> {
  const { load, contentIds } = files;
  if (load === undefined) return null;
  const idsOf = async (paths: string[]): Promise<Array<string | undefined>> => {
    if (contentIds) return contentIds.call(files, paths);
    const ids: Array<string | undefined> = [];
    for (const path of paths) ids.push((await load.call(files, path))?.id);
    return ids;
  };
  const result = new Map<string, SelectionDigest>();
  try {
    for (const source of registry.sources) {
      const name = selectionName(source.include, source.exclude);
      if (result.has(name)) continue;
      const { paths } = await files.select(source.include, source.exclude);
      const ids = await idsOf(paths);
      const pairs: Array<readonly [string, string]> = new Array(paths.length);
      for (let i = 0; i < paths.length; i++) {
        const id = ids[i];
        if (id === undefined) return null;
        pairs[i] = [paths[i]!, id];
      }
      result.set(name, digestSelection(pairs));
    }
  } catch {
    return null;
  }
  return result;
}
