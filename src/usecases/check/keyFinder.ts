/**
 * A lookup of each key's number, or null when two keys are equal (unless `lastOfEqual`: then the
 * last of equal keys is found, as a Map filled in order would hold it): for the snapshots a warm run
 * reads (documents, summaries, term counts), one key per document. A run asks for its documents
 * in the order it wrote them, so the key after the last one found is tried first; other
 * keys are found by binary search. Keys that do not ascend (keys are `path\0id`, written in path
 * order, so they do) are all found in a Map instead; a Map for ascending keys would hash every key
 * to find them in the order they already have.
 */
export function keyFinder(keys: readonly string[], lastOfEqual = false): ((key: string) => number) | null {
  let ascending = true;
  for (let d = 1; d < keys.length && ascending; d++) ascending = keys[d - 1]! < keys[d]!;
  let index: Map<string, number> | undefined;
  if (!ascending) {
    index = new Map(keys.map((key, d) => [key, d]));
    if (index.size !== keys.length && !lastOfEqual) return null;
  }
  let next = 0;
  return (key) => {
    let found = -1;
    if (index !== undefined) found = index.get(key) ?? -1;
    else if (keys[next] === key) found = next;
    else {
      let low = 0;
      let high = keys.length - 1;
      while (low <= high) {
        const mid = (low + high) >>> 1;
        const at = keys[mid]!;
        if (at === key) {
          found = mid;
          break;
        }
        if (at < key) low = mid + 1;
        else high = mid - 1;
      }
    }
    if (found >= 0) next = found + 1;
    return found;
  };
}
