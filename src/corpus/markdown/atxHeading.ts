import { isSpaceOrTab } from "./cursor.js";

/** The ATX heading at its first `#`: level and text; a closing sequence only after whitespace (`# foo#`), §4.2. */
export function scanAtxHeading(text: string, offset: number, end: number): { depth: number; contentStart: number; contentEnd: number } | null {
  let i = offset;
  while (i < end && text.charCodeAt(i) === 35 && i - offset < 7) i++;
  const depth = i - offset;
  if (depth > 6) return null;
  if (i < end && !isSpaceOrTab(text.charCodeAt(i))) return null;
  let start = i;
  while (start < end && isSpaceOrTab(text.charCodeAt(start))) start++;
  let stop = end;
  while (stop > start && isSpaceOrTab(text.charCodeAt(stop - 1))) stop--;
  let hashes = stop;
  while (hashes > start && text.charCodeAt(hashes - 1) === 35) hashes--;
  if (hashes < stop) {
    if (hashes === start) stop = start;
    else if (isSpaceOrTab(text.charCodeAt(hashes - 1))) {
      stop = hashes;
      while (stop > start && isSpaceOrTab(text.charCodeAt(stop - 1))) stop--;
    }
  }
  return { depth, contentStart: start, contentEnd: stop };
}
