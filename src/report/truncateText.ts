/**
 * `text` cut to at most `max` code points, ending in "…" when cut: a surrogate pair is never split.
 * Cut before escaping, so no entity or escape sequence is ever cut in half.
 */
export function truncateText(text: string, max: number): string {
  const points = Array.from(text);
  if (points.length <= max) return text;
  return points.slice(0, Math.max(0, max - 1)).join("") + "…";
}
