import type { Chunk } from "../../chunking/index.js";
import { supports, type ResolvedKey } from "../../evaluation/index.js";
import type { Integrity } from "./types.js";

/**
 * How many gold spans lie whole inside one chunk: the relation recall of a chunking, measured
 * without running a query. A span counts once per key it is written in (two questions quoting the
 * same span count twice, as they would be scored twice); it is whole when some chunk of one of its
 * documents contains all of it, which is exactly when a span-keyed question can be answered at all.
 *
 * @param spans Span keys of the train questions (the sweep never looks at held-out keys before the
 *   choice); other key kinds are ignored.
 */
export function spanIntegrity(spans: readonly ResolvedKey[], chunks: readonly Chunk[]): Integrity {
  // no span key, nothing to look for: grouping a cell's chunks would be wasted
  if (!spans.some((key) => key.span !== undefined)) return { total: 0, whole: 0 };
  const byPath = new Map<string, Chunk[]>();
  for (const c of chunks) {
    const list = byPath.get(c.path);
    if (list) list.push(c);
    else byPath.set(c.path, [c]);
  }
  let total = 0;
  let whole = 0;
  for (const key of spans) {
    if (key.span === undefined) continue;
    total++;
    if (key.paths.some((path) => (byPath.get(path) ?? []).some((c) => supports(c, key)))) whole++;
  }
  return { total, whole };
}
