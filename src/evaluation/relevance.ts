import type { Chunk } from "../chunking/index.js";
import { normalizeSpan } from "./normalizeSpan.js";
import type { ResolvedKey } from "./resolveQuestions.js";

const normalizedText = new WeakMap<Chunk, string>();

/**
 * True when the chunk supports the key: it lies in one of the key's documents and overlaps one of
 * its sections (heading key), lies in the document at all (document key), or contains the whole
 * whitespace-normalised span (span key; a span cut by a chunk boundary supports neither side).
 * Keys never name chunk ids, so relevance survives the re-chunking being measured.
 */
export function supports(chunk: Chunk, key: ResolvedKey): boolean {
  if (!key.paths.includes(chunk.path)) return false;
  if (key.span !== undefined) {
    let text = normalizedText.get(chunk);
    if (text === undefined) {
      text = normalizeSpan(chunk.text);
      normalizedText.set(chunk, text);
    }
    return text.includes(key.span);
  }
  const ranges = key.ranges?.get(chunk.path);
  if (!ranges) return true;
  return ranges.some(([start, end]) => chunk.startLine <= end && chunk.endLine >= start);
}

/** True when the chunk supports at least one of the keys. */
export function supportsAny(chunk: Chunk, keys: readonly ResolvedKey[]): boolean {
  return keys.some((key) => supports(chunk, key));
}
