/**
 * Sets `cut[key]` to the largest n in [0, max] that still `fits`, by binary search: fitting is
 * monotone, since each item shown is longer than the digits its "N more" count can gain.
 */
export function shrinkToFit<K extends string>(cut: Record<K, number>, key: K, max: number, fits: () => boolean): void {
  let lo = 0;
  let hi = Math.max(0, max);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    cut[key] = mid;
    if (fits()) lo = mid;
    else hi = mid - 1;
  }
  cut[key] = lo;
}

/** Takes `steps` (each cutting more) in order until `fits` holds, checked before the first; false when even all of them do not fit. */
export function cutUntilFits(fits: () => boolean, steps: ReadonlyArray<() => unknown>): boolean {
  if (fits()) return true;
  for (const step of steps) {
    step();
    if (fits()) return true;
  }
  return false;
}
