import { firstNonSpace } from "./cursor.js";

/**
 * The heading level a setext underline at `offset` gives (1 for `===`, 2 for `---`), or 0 when the
 * rest of the line is not one: a run of one marker character, then only spaces and tabs.
 */
export function setextDepth(text: string, offset: number, end: number): number {
  const marker = text.charCodeAt(offset);
  if (marker !== 61 && marker !== 45) return 0;
  let i = offset;
  while (i < end && text.charCodeAt(i) === marker) i++;
  if (firstNonSpace(text, i, end) < end) return 0;
  return marker === 61 ? 1 : 2;
}
