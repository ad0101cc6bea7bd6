import { resolve } from "node:path";
import { renderChunksJson, renderChunksText } from "../report/index.js";
import { chunkSource, EXIT } from "../usecases/index.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate chunks`: what a source's index holds. With `--json`, one JSON object per line;
 * otherwise a readable listing. Without `--source`, the error lists the registry's source ids.
 */
export async function chunksCommand(args: Extract<CliCommand, { command: "chunks" }>, io: CliIo): Promise<number> {
  const { source, chunks, warnings } = await chunkSource({ root: resolve(io.cwd, args.common.root), registryPath: args.common.registry, sourceId: args.source });
  for (const w of warnings) io.stderr(`warning: ${w}\n`);
  io.stdout(args.json ? renderChunksJson(chunks) : renderChunksText(source.id, source.chunking, chunks));
  return EXIT.ok;
}
