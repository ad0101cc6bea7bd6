/**
 * Hidden markers at the top of chunkgate's comments (which comment, which head), each counted only on its own line
 * at the top; values are percent-encoded, so none can end the comment or give another's marker.
 */

const HEAD = /^<!-- chunkgate:head=([A-Za-z0-9\-_.!~*'()%/]*) -->$/;

/** `<!-- chunkgate:registry=<path> -->`, the same for the same path; a body carries it as its first line (keyedBy). */
export function commentMarker(registryPath: string): string {
  return `<!-- chunkgate:registry=${encodeMarkerValue(registryPath)} -->`;
}

/** `<!-- chunkgate:sweep registry=<path> -->`: never a substring of a gate marker, nor the other way round. */
export function sweepCommentMarker(registryPath: string): string {
  return `<!-- chunkgate:sweep registry=${encodeMarkerValue(registryPath)} -->`;
}

/** `<!-- chunkgate:head=<sha> -->`, which {@link parseHeadMarker} reads back. */
export function headMarker(headSha: string): string {
  return `<!-- chunkgate:head=${encodeMarkerValue(headSha)} -->`;
}

/** Whether `body`'s first line is exactly `marker`; CRLF allowed, as GitHub's web editor saves it. */
export function keyedBy(body: string, marker: string): boolean {
  return lineOf(body, 0) === marker;
}

/** The head SHA {@link headMarker} recorded on a body's second line, or null. */
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
