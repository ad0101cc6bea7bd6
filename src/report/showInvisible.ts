/**
 * Characters that change how the text around them is shown while showing nothing: bidirectional
 * controls and marks reorder it; zero-width characters make two names look the same.
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/**
 * `text` with each invisible character written as `<U+XXXX>`, so none can reorder or hide what
 * chunkgate prints; every escape applies it first, so every output shows the same. Idempotent.
 */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}>`);
}

