import { chunkId } from "./buildChunk.js";
import { isMarkupOnly } from "./isMarkupOnly.js";
import type { PreparedSection } from "./prepareDocument.js";
import type { Chunk } from "./types.js";

/** The first and last line of each code block in `sections`, added to `into`: the ranges dropMarkupOnly keeps. */
export function codeRanges(sections: Iterable<PreparedSection>, into: Array<[number, number]> = []): Array<[number, number]> {
  for (const section of sections) for (const block of section.blocks) if (block.kind === "code") into.push([block.startLine, block.endLine]);
  return into;
}

/** The chunks less markup-only ones meeting no `code` range, renumbered from `firstOrdinal`; `chunks` if none goes. */
export function dropMarkupOnly(chunks: Chunk[], firstOrdinal = 0, code: ReadonlyArray<readonly [number, number]> = []): Chunk[] {
  const keep = (chunk: Chunk): boolean => code.some(([start, end]) => chunk.startLine <= end && start <= chunk.endLine);
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
