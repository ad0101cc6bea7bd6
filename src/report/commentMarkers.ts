/**
 * Hidden HTML comments at the top of chunkgate's PR comments. The registry marker keys the gate
 * comment and the sweep marker the sweep comment (one of each per registry, updated in place); the
 * head marker records which commit a comment describes, so an older run finishing late can see a
 * newer comment and leave it alone.
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

/**
 * `<!-- chunkgate:sweep registry=<path> -->`: keys the registry's sweep comment, which lives beside
 * its gate comment ({@link commentMarker}) and is updated in place the same way. Neither marker is a
 * substring of the other for any two paths, so looking one up never finds the other's comment.
 */
export function sweepCommentMarker(registryPath: string): string {
  return `<!-- chunkgate:sweep registry=${encodeMarkerValue(registryPath)} -->`;
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
