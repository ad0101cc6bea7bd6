import type { ContentStore } from "../../src/store/index.js";

/** What a counting store saw in one namespace: values served, reads that missed, writes asked for. */
export interface NamespaceCounts {
  hits: number;
  misses: number;
  writes: number;
}

/** `inner` with every read and write counted per namespace (see {@link NamespaceCounts}), for tests that check what a run read or wrote. */
export function countingStore(inner: ContentStore): ContentStore & { counts(namespace: string): NamespaceCounts } {
  const counts = new Map<string, NamespaceCounts>();
  const of = (namespace: string): NamespaceCounts => counts.get(namespace) ?? counts.set(namespace, { hits: 0, misses: 0, writes: 0 }).get(namespace)!;
  return {
    stats: inner.stats,
    touch: (namespace, key) => inner.touch(namespace, key),
    prune: (maxBytes) => inner.prune(maxBytes),
    get(namespace, key) {
      const value = inner.get(namespace, key);
      of(namespace)[value === null ? "misses" : "hits"]++;
      return value;
    },
    put(namespace, key, value) {
      of(namespace).writes++;
      inner.put(namespace, key, value);
    },
    counts: (namespace) => ({ ...of(namespace) }),
  };
}
