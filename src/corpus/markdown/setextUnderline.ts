import { firstNonSpace } from "./cursor.js";

/** The level a setext underline at `offset` gives (1 `===`, 2 `---`), or 0: one marker run, then only whitespace. */
export function setextDepth(text: string, offset: number, end: number): number {
  const marker = text.charCodeAt(offset);
  if (marker !== 61 && marker !== 45) return 0;
  let i = offset;
  while (i < end && text.charCodeAt(i) === marker) i++;
  if (firstNonSpace(text, i, end) < end) return 0;
  return marker === 61 ? 1 : 2;
}
