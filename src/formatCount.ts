/** A count rounded to an integer with comma separators; not `toLocaleString()`, which depends on the machine's locale. */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** `1 question`, `3 questions`: a count with its noun, plural by adding "s" (callers pass nouns that allow it). */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
