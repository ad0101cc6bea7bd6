import { renderChunksJson, renderChunksText, renderChunkWarnings } from "../report/index.js";
import { chunkSource, EXIT } from "../usecases/index.js";
import { cliRuntime } from "./cliRuntime.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/** `chunkgate chunks`: what a source's index holds, or with `--warnings` its chunk quality warnings, worst first. */
export async function chunksCommand(args: Extract<CliCommand, { command: "chunks" }>, io: CliIo): Promise<number> {
  const { root, prepared, finish } = cliRuntime(args.common, io);
  const { source, chunks, warnings } = await chunkSource({ root, registryPath: args.common.registry, sourceId: args.source, prepared }).finally(() => finish({ report: false }));
  for (const w of warnings) io.stderr(`warning: ${w}\n`);
  if (args.warnings) io.stdout(renderChunkWarnings({ sourceId: source.id, chunking: source.chunking, chunks, limit: args.limit, json: args.json }));
  else io.stdout(args.json ? renderChunksJson(chunks) : renderChunksText(source.id, source.chunking, chunks));
  return EXIT.ok;
}
