import type { Chunk } from "../chunking/index.js";
import { normalizeSpan } from "./normalizeSpan.js";
import type { ResolvedKey } from "./resolveQuestions.js";

/** What relevance reads of a chunk: a Chunk, or a stand-in with these fields (a chunk not rebuilt yet, see SourceIndex.spanAt). */
export type ChunkPlace = Pick<Chunk, "path" | "startLine" | "endLine" | "startOffset" | "endOffset" | "text">;

const normalizedText = new WeakMap<ChunkPlace, string>();

/** Whether `chunk` is in a key's document and overlaps its sections (heading) or holds a span occurrence whole. */
export function supports(chunk: ChunkPlace, key: ResolvedKey): boolean {
  if (!key.paths.includes(chunk.path)) return false;
  if (key.span !== undefined) {
    const occurrences = key.occurrences?.get(chunk.path);
    if (occurrences && chunk.startOffset !== undefined && chunk.endOffset !== undefined && occurrences.every((o) => o.start !== undefined)) {
      return occurrences.some((o) => chunk.startOffset! <= o.start! && o.end! <= chunk.endOffset!);
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
