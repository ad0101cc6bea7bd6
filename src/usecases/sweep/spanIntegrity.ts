import type { Chunk } from "../../chunking/index.js";
import { supports, type ResolvedKey } from "../../evaluation/index.js";
import { groupByPath } from "./blockIntegrity.js";
import type { Integrity } from "./types.js";

/**
 * How many gold span keys lie whole inside one chunk: exactly when a span-keyed question can be
 * answered at all. Pass train keys only: the sweep never looks at held-out before the choice.
 */
export function spanIntegrity(spans: readonly ResolvedKey[], chunks: readonly Chunk[]): Integrity {
  // no span key, nothing to look for: grouping a cell's chunks would be wasted
  if (!spans.some((key) => key.span !== undefined)) return { total: 0, whole: 0 };
  const byPath = groupByPath(chunks);
  let total = 0;
  let whole = 0;
  for (const key of spans) {
    if (key.span === undefined) continue;
    total++;
    if (key.paths.some((path) => (byPath.get(path) ?? []).some((c) => supports(c, key)))) whole++;
  }
  return { total, whole };
}
