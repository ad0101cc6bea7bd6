import { resolve } from "node:path";
import { renderRecord, renderRelabel } from "../report/index.js";
import { EXIT, loadWorkspace, recordedChunking, runRecord, relabelWorkspace, runRelabel } from "../usecases/index.js";
import { cliRuntime } from "./cliRuntime.js";
import { readInput } from "./readInput.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/** `chunkgate record`: measures the source and prints the registry's diff, written only with `--write`. */
export async function recordCommand(args: Extract<CliCommand, { command: "record" }>, io: CliIo): Promise<number> {
  const { root, runtime, prepared, progress, finish } = cliRuntime(args.common, io);
  const workspace = await loadWorkspace({ root, registryPath: args.common.registry, progress, prepared });
  const target =
    args.fromSweep === undefined
      ? { chunking: { strategy: args.strategy, size: args.size, overlap: args.overlap } }
      : recordedChunking({ text: await readInput(io, args.fromSweep, { what: "the sweep", hint: "pass the file `chunkgate sweep --json FILE` (or `merge --json FILE`) wrote" }), file: args.fromSweep, sourceId: args.source, workspace, warn: (m) => io.stderr(`warning: ${m}\n`) });
  const result = await runRecord({ workspace, sourceId: args.source, ...target, today: new Date().toISOString().slice(0, 10), runtime }).finally(() => finish({ report: true }));
  io.stdout(renderRecord(result, { sourceId: args.source, k: workspace.registry.k, overfitMargin: workspace.registry.overfitMargin, confidence: workspace.registry.noise.confidence }));
  await writeEdited(io, root, result, args.write);
  return EXIT.ok;
}

/** Writes an edited file with `--write`, else says how to; nothing when the edit changes nothing. */
export async function writeEdited(io: CliIo, root: string, edit: { file: string; after: string; diff: string }, write: boolean): Promise<void> {
  if (edit.diff === "") return;
  if (!write) return io.stdout(`Not written: run again with --write to change ${edit.file}.\n`);
  await io.writeFile(resolve(root, edit.file), edit.after);
  io.stdout(`Wrote ${edit.file}.\n`);
}

/** `chunkgate relabel`: prints the golden set's fixes and diff, written with `--write`; exit 2 while one is left. */
export async function relabelCommand(args: Extract<CliCommand, { command: "relabel" }>, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const workspace = await relabelWorkspace({ root, registryPath: args.common.registry, base: args.base });
  const result = await runRelabel({ workspace });
  io.stdout(renderRelabel(result));
  await writeEdited(io, root, result, args.write);
  return result.left.length === 0 ? EXIT.ok : EXIT.error;
}
