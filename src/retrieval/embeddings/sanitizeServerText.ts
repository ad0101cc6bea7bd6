/** Longest piece of a server's text quoted in a message, in code points. */
const MAX = 300;

/**
 * Text a server sent (an error message, a status line), made fit to quote in an error: the key
 * replaced wherever it appears (a server may echo it back), control characters and line breaks
 * turned into spaces (they could forge workflow commands or terminal escapes), whitespace
 * collapsed, and cut to 300 code points.
 *
 * Guarantees: the result never contains `apiKey` (when it is not empty) and no character below
 * U+0020 or in U+007F–U+009F.
 */
export function sanitizeServerText(text: string, apiKey: string): string {
  let safe = apiKey === "" ? text : text.split(apiKey).join("[key]");
  safe = safe.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").replace(/\s+/g, " ").trim();
  const points = Array.from(safe);
  safe = points.length > MAX ? `${points.slice(0, MAX - 1).join("")}…` : safe;
  // cutting may have split the key's replacement, never the key: it was replaced before the cut
  return apiKey === "" ? safe : safe.split(apiKey).join("[key]");
}
