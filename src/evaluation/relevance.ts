import type { Chunk } from "../chunking/index.js";
import { normalizeSpan } from "./normalizeSpan.js";
import type { ResolvedKey } from "./resolveQuestions.js";

/** What relevance reads of a chunk: a Chunk, or a stand-in with these fields (a chunk not rebuilt yet, see SourceIndex.spanAt). */
export type ChunkPlace = Pick<Chunk, "path" | "startLine" | "endLine" | "startOffset" | "endOffset" | "text">;

const normalizedText = new WeakMap<ChunkPlace, string>();

/**
 * True when the chunk supports the key: it lies in one of the key's documents and overlaps one of
 * its sections (heading key), lies in the document at all (document key), or holds the whole span
 * (span key). Keys never name chunk ids, so relevance survives the re-chunking being measured.
 *
 * A span key is decided by offsets: the chunk supports it when its own range of the source
 * (`startOffset`..`endOffset`) covers one of the span's occurrences (ResolvedKey.occurrences, found
 * once per document). Every occurrence counts, so when the span is written in two sections, a chunk
 * of either supports it: a span names text, not a place, and any chunk whose own source holds the
 * text can answer. Text that only reaches a chunk as a copy does not count: a context header, a
 * heading line that merely repeats the words, a table header repeated in a later part. A span cut
 * by a chunk boundary supports neither side.
 *
 * Fallback: a chunk without offsets (one built from a document held in memory, with no file text)
 * is decided by text as before: its whitespace-normalised reader's text (normalizeSpan) contains
 * the whole span.
 */
export function supports(chunk: ChunkPlace, key: ResolvedKey): boolean {
  if (!key.paths.includes(chunk.path)) return false;
  if (key.span !== undefined) {
    const occurrences = key.occurrences?.get(chunk.path);
    if (occurrences && chunk.startOffset !== undefined && chunk.endOffset !== undefined && occurrences.every((o) => o.start !== undefined)) {
      return covers(chunk.startOffset, chunk.endOffset, occurrences);
    }
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

/** True when [start, end) holds one of the occurrences whole. */
function covers(start: number, end: number, occurrences: readonly { start?: number; end?: number }[]): boolean {
  return occurrences.some((o) => start <= o.start! && o.end! <= end);
}

/** True when the chunk supports at least one of the keys. */
export function supportsAny(chunk: ChunkPlace, keys: readonly ResolvedKey[]): boolean {
  return keys.some((key) => supports(chunk, key));
}
