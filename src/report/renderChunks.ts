import type { Chunk, ChunkingParams } from "../chunking/index.js";
import { formatChunking } from "./format.js";
import { jsonText } from "./escape.js";

/** What a source's index holds, for `chunkgate chunks`: each chunk's id, place and counts, its text indented below. */
export function renderChunksText(sourceId: string, chunking: ChunkingParams, chunks: readonly Chunk[]): string {
  let out = `${sourceId}: ${chunks.length} chunks (${formatChunking(chunking)})\n\n`;
  for (const c of chunks) {
    const heading = c.headingPath.length > 0 ? ` · ${c.headingPath.join(" > ")}` : "";
    out += `${c.id}  ${c.path}:${c.startLine}-${c.endLine}${heading} · ${c.words} words, ${c.tokens} tokens${extraFields(c)}\n`;
    out += c.text.split("\n").map((l) => `    ${l}`).join("\n") + "\n\n";
  }
  return out;
}

/** The same as JSON lines (`chunks --json`), snake_case keys in a fixed order, nothing a terminal acts on. */
export function renderChunksJson(chunks: readonly Chunk[]): string {
  return chunks
    .map((c) => {
      const row: Record<string, unknown> = { id: c.id, path: c.path, title: c.title, heading_path: c.headingPath, start_line: c.startLine, end_line: c.endLine, words: c.words, tokens: c.tokens };
      if (c.startOffset !== undefined) Object.assign(row, { start_offset: c.startOffset, end_offset: c.endOffset });
      if (c.parent) row.parent = { id: c.parent.id, start_line: c.parent.startLine, end_line: c.parent.endLine, words: c.parent.words, tokens: c.parent.tokens };
      if (c.oversized) row.oversized = true;
      return jsonText({ ...row, text: c.text, embed_text: c.embedText }) + "\n";
    })
    .join("");
}

function extraFields(c: Chunk): string {
  let out = "";
  if (c.parent) out += ` · parent ${c.parent.id} (lines ${c.parent.startLine}-${c.parent.endLine}, ${c.parent.tokens} tokens)`;
  if (c.startOffset !== undefined) out += ` · chars ${c.startOffset}-${c.endOffset}`;
  if (c.oversized) out += " · oversized";
  return out;
}
