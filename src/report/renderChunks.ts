import type { Chunk, ChunkingParams } from "../chunking/index.js";
import { formatChunking } from "./formatChunking.js";
import { jsonText } from "./jsonText.js";

/**
 * What a source's index holds, for `chunkgate chunks`: a heading line (source, count, chunking),
 * then each chunk's id, place, heading path and counts with its text indented below. Deterministic.
 */
export function renderChunksText(sourceId: string, chunking: ChunkingParams, chunks: readonly Chunk[]): string {
  let out = `${sourceId}: ${chunks.length} chunks (${formatChunking(chunking)})\n\n`;
  for (const c of chunks) {
    const heading = c.headingPath.length > 0 ? ` · ${c.headingPath.join(" > ")}` : "";
    out += `${c.id}  ${c.path}:${c.startLine}-${c.endLine}${heading} · ${c.words} words, ${c.tokens} tokens\n`;
    out += c.text.split("\n").map((l) => `    ${l}`).join("\n") + "\n\n";
  }
  return out;
}

/**
 * The same as JSON lines (`chunks --json`), one object per chunk: `id`, `path`, `title`,
 * `heading_path`, `start_line`, `end_line`, `words`, `tokens`, `text`, `embed_text` (jsonText:
 * nothing a terminal acts on).
 */
export function renderChunksJson(chunks: readonly Chunk[]): string {
  return chunks
    .map((c) => jsonText({ id: c.id, path: c.path, title: c.title, heading_path: c.headingPath, start_line: c.startLine, end_line: c.endLine, words: c.words, tokens: c.tokens, text: c.text, embed_text: c.embedText }) + "\n")
    .join("");
}
