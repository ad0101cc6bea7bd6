/** Each key's number (-1: absent); null when two are equal, unless `lastOfEqual`. Ascending keys are not hashed. */
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
