import { chunkId } from "./buildChunk.js";
import { isMarkupOnly } from "./isMarkupOnly.js";
import type { Chunk } from "./types.js";

/**
 * One document's chunks without those whose text holds only markup (isMarkupOnly; the context
 * header is not the chunk's text, so a header over an anchor does not make it text), the rest
 * renumbered from `firstOrdinal` in order, so ids stay `path#0000`, `path#0001`, … without gaps.
 * A chunk `keep` holds (one that meets a code block, where a tag is text) is never dropped.
 * Returns `chunks` itself when nothing is dropped. Every strategy's chunks pass through here
 * (chunkDocument, chunkStructuralSections), so a check, a sweep's cells and `chunkgate chunks` agree
 * on what is indexed, and the chunk count in the cost columns leaves such chunks out.
 */
export function dropMarkupOnly(chunks: Chunk[], firstOrdinal = 0, keep: (chunk: Chunk) => boolean = () => false): Chunk[] {
  let kept: Chunk[] | undefined;
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    if (isMarkupOnly(chunk.text) && !keep(chunk)) {
      kept ??= chunks.slice(0, i);
      continue;
    }
    if (kept === undefined) continue;
    const id = chunkId(chunk.path, firstOrdinal + kept.length);
    kept.push(id === chunk.id ? chunk : { ...chunk, id });
  }
  return kept ?? chunks;
}
