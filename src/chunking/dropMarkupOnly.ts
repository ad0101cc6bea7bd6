import { chunkId } from "./buildChunk.js";
import { isMarkupOnly } from "./isMarkupOnly.js";
import type { Chunk } from "./types.js";

/**
 * One document's chunks less those whose text is markup only (unless `keep`), renumbered from
 * `firstOrdinal`; `chunks` itself when none is dropped. Every strategy's chunks pass here, so a
 * check, a sweep and `chunkgate chunks` agree on what is indexed.
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
