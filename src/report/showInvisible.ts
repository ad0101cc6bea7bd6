/**
 * The characters that change how text around them is shown while showing nothing themselves:
 * the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the
 * direction marks U+200E, U+200F and U+061C (they too move the punctuation and spaces around
 * them), and the zero-width characters U+200B–U+200D, U+2060 and U+FEFF
 * (they make two different names or headings look the same, and hide text in a mention).
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/**
 * `text` with each invisible or direction-changing character (INVISIBLE) written as `<U+XXXX>`, so
 * none can reorder or hide what chunkgate prints; every escape of src/report applies it first, so
 * every output shows the same thing. Deterministic and idempotent.
 */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}>`);
}

/** Whether `text` holds a character {@link showInvisible} would rewrite: what tests check that no renderer lets through. */
export function hasInvisible(text: string): boolean {
  return new RegExp(INVISIBLE.source).test(text);
}
