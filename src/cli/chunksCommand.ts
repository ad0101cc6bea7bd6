import { resolve } from "node:path";
import { chunkSource } from "../check/chunkSource.js";
import { formatChunking } from "../report/formatChunking.js";
import { closeCliCache, openCliCache } from "./cliCache.js";
import { EXIT, type CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate chunks`: what a source's index holds. With `--json`, one JSON object per line (id,
 * path, heading path, lines, words, tokens, text, embed text); otherwise a readable listing.
 */
export async function chunksCommand(args: Extract<CliCommand, { command: "chunks" }>, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const cache = openCliCache(args.common, root, io);
  const { source, chunks, warnings } = await chunkSource({ root, registryPath: args.common.registry, sourceId: args.source, prepared: cache.prepared });
  closeCliCache(cache, root, io);
  for (const w of warnings) io.stderr(`warning: ${w}\n`);
  if (args.json) {
    for (const c of chunks) {
      const line = { id: c.id, path: c.path, title: c.title, heading_path: c.headingPath, start_line: c.startLine, end_line: c.endLine, words: c.words, tokens: c.tokens, text: c.text, embed_text: c.embedText };
      io.stdout(JSON.stringify(line) + "\n");
    }
    return EXIT.ok;
  }
  io.stdout(`${source.id}: ${chunks.length} chunks (${formatChunking(source.chunking)})\n\n`);
  for (const c of chunks) {
    const heading = c.headingPath.length > 0 ? ` · ${c.headingPath.join(" > ")}` : "";
    io.stdout(`${c.id}  ${c.path}:${c.startLine}-${c.endLine}${heading} · ${c.words} words, ${c.tokens} tokens\n`);
    io.stdout(indent(c.text) + "\n\n");
  }
  return EXIT.ok;
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((l) => `    ${l}`)
    .join("\n");
}
