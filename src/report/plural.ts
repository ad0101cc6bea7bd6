/** `1 question`, `3 questions`: a count with its noun, plural by adding "s" (callers pass nouns that allow it). */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
