/**
 * True when the line from `offset` to `end` is a thematic break: three or more of the same `*`, `-`
 * or `_`, with only spaces and tabs between and after them (CommonMark §4.1).
 */
export function isThematicBreak(text: string, offset: number, end: number): boolean {
  const marker = text.charCodeAt(offset);
  if (marker !== 42 && marker !== 45 && marker !== 95) return false;
  let count = 0;
  for (let i = offset; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === marker) count++;
    else if (code !== 32 && code !== 9) return false;
  }
  return count >= 3;
}
