/**
 * Hidden HTML comments at the top of chunkgate's PR comment. The registry marker keys the comment
 * (one per registry, updated in place); the head marker records which commit it describes, so an
 * older run finishing late can see a newer comment and leave it alone.
 *
 * Values are percent-encoded (as by encodeURIComponent, `/` kept for readability), so they hold no
 * `>`, space or newline: `-->` or `--!>` cannot end the comment early, and a marker is found by
 * exact substring match without one registry path matching another that starts the same way.
 */

const HEAD = /<!-- chunkgate:head=([A-Za-z0-9\-_.!~*'()%/]*) -->/;

/** `<!-- chunkgate:registry=<path> -->`: the same path always gives the same marker; look for it with `body.includes(marker)`. */
export function commentMarker(registryPath: string): string {
  return `<!-- chunkgate:registry=${encodeMarkerValue(registryPath)} -->`;
}

/** `<!-- chunkgate:head=<sha> -->`, which {@link parseHeadMarker} reads back. */
export function headMarker(headSha: string): string {
  return `<!-- chunkgate:head=${encodeMarkerValue(headSha)} -->`;
}

/** The head SHA recorded in a comment body by {@link headMarker} (the first one), or null when there is none or it is malformed. */
export function parseHeadMarker(body: string): string | null {
  const match = HEAD.exec(body);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

function encodeMarkerValue(value: string): string {
  // encodeURIComponent throws on unpaired surrogates; U+FFFD keeps the marker total.
  const wellFormed = value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
  return encodeURIComponent(wellFormed).replace(/%2F/g, "/");
}
