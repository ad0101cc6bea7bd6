/**
 * Hidden HTML comments at the top of chunkgate's PR comments: the registry and sweep markers key the gate and sweep
 * comments (updated in place), and the head marker records the commit a comment describes, so a late older run
 * leaves a newer comment alone. A marker counts only on its own line at the top ({@link keyedBy},
 * {@link parseHeadMarker}), so repository text further down can never pass for one; values are percent-encoded, so
 * none can end the comment early or give another registry's marker.
 */

const HEAD = /^<!-- chunkgate:head=([A-Za-z0-9\-_.!~*'()%/]*) -->$/;

/** `<!-- chunkgate:registry=<path> -->`: the same path always gives the same marker; a body carries it as its first line ({@link keyedBy}). */
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

/**
 * Whether `body` is the comment `marker` keys: its first line is exactly the marker. A carriage
 * return before the newline is allowed, because a body edited in GitHub's web editor comes back
 * with CRLF line ends.
 */
export function keyedBy(body: string, marker: string): boolean {
  return lineOf(body, 0) === marker;
}

/**
 * The head SHA recorded by {@link headMarker} on the second line of a comment body (where the
 * renderers put it, under the key marker), or null when that line is not a well-formed head marker.
 */
export function parseHeadMarker(body: string): string | null {
  const match = HEAD.exec(lineOf(body, 1));
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** Line `index` (0-based) of `text` without its line end; "" past the end. */
function lineOf(text: string, index: number): string {
  return (text.split("\n", index + 1)[index] ?? "").replace(/\r$/, "");
}

function encodeMarkerValue(value: string): string {
  // encodeURIComponent throws on unpaired surrogates; U+FFFD keeps the marker total.
  const wellFormed = value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
  return encodeURIComponent(wellFormed).replace(/%2F/g, "/");
}
