/** In code points. */
const MAX = 300;

/**
 * A server's text made fit to quote, cut to 300 code points: never the (non-empty) `apiKey`, which a
 * server may echo, nor a control character (one could forge workflow commands or terminal escapes).
 */
export function sanitizeServerText(text: string, apiKey: string): string {
  let safe = apiKey === "" ? text : text.split(apiKey).join("[key]");
  safe = safe.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").replace(/\s+/g, " ").trim();
  const points = Array.from(safe);
  safe = points.length > MAX ? `${points.slice(0, MAX - 1).join("")}…` : safe;
  // cutting may have split the key's replacement, never the key: it was replaced before the cut
  return apiKey === "" ? safe : safe.split(apiKey).join("[key]");
}
