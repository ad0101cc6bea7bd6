import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadWorkspace, selectSources, type Workspace } from "../check/loadWorkspace.js";
import { UserError } from "../errors.js";
import { formatChunking } from "../report/formatChunking.js";
import { runRecord, type RecordOptions } from "../record/runRecord.js";
import { fingerprintGoldenSet } from "../sweep/fingerprintGoldenSet.js";
import { readSweepReport } from "../sweep/readSweepReport.js";
import { closeCliCache, openCliCache } from "./cliCache.js";
import { EXIT, type CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate record`: measures the source at the parameters given (`--from-sweep FILE`: the cell a
 * sweep chose; else `--strategy/--size/--overlap`, each defaulting to the registry's), train then
 * held-out once, and prints what it measured and the unified diff of the registry. With `--write` it
 * writes the registry (comments and formatting kept); without, nothing changes. Exit 0, or 2 for any
 * error. `now` is the clock (the real one unless a test passes another); `measured_on` is its UTC date.
 */
export async function recordCommand(args: Extract<CliCommand, { command: "record" }>, io: CliIo, now: () => Date = () => new Date()): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const progress = io.isTTY ? (message: string) => io.stderr(`chunkgate: ${message}…\n`) : undefined;
  const cache = openCliCache(args.common, root, io);
  const workspace = await loadWorkspace({ root, registryPath: args.common.registry, progress, prepared: cache.prepared });
  const chunking = args.fromSweep === undefined ? { strategy: args.strategy, size: args.size, overlap: args.overlap } : await fromSweep(args.fromSweep, args.source, workspace, io);
  const result = await runRecord({ workspace, sourceId: args.source, chunking, today: now().toISOString().slice(0, 10) });
  closeCliCache(cache, root, io);
  const { train, heldOut, index } = result.evaluation;
  const k = workspace.registry.k;
  const held = heldOut.questions === 0 ? "no held-out question" : `held-out ${heldOut.recall.toFixed(3)} (${heldOut.hits} of ${heldOut.questions}, scored once)`;
  io.stdout(`chunkgate record: ${args.source} · ${formatChunking(result.chunking)} · train recall@${k} ${train.recall.toFixed(3)} (${train.hits} of ${train.questions}) · ${held} · ${index.retriever.identity}\n`);
  if (heldOut.questions > 0 && heldOut.recall < train.recall - workspace.registry.overfitMargin) {
    io.stdout(`note: held-out recall is more than ${workspace.registry.overfitMargin.toFixed(2)} below train: this configuration may have been chosen on noise\n`);
  }
  if (result.diff === "") {
    io.stdout(`\n${result.file} already records these parameters and numbers; nothing to change.\n`);
    return EXIT.ok;
  }
  io.stdout(`\n${result.diff}\n`);
  if (!args.write) {
    io.stdout(`Not written: run again with --write to change ${result.file}.\n`);
    return EXIT.ok;
  }
  await io.writeFile(resolve(root, result.file), result.after);
  io.stdout(`Wrote ${result.file}.\n`);
  return EXIT.ok;
}

/** The chosen cell of a completed sweep, after checking it was measured for this source and unit. */
async function fromSweep(file: string, sourceId: string, workspace: Workspace, io: CliIo): Promise<NonNullable<RecordOptions["chunking"]>> {
  const text = await readFile(resolve(io.cwd, file), "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new UserError(`cannot read the sweep (${error.code ?? error.message})`, { file, hint: "pass the file `chunkgate sweep --json FILE` (or `merge --json FILE`) wrote" });
  });
  const report = readSweepReport(text, file);
  if (report.source !== sourceId) throw new UserError(`is a sweep of source "${report.source}", not "${sourceId}"`, { file, hint: `pass --source ${report.source}, or the sweep of ${sourceId}` });
  if (report.choice === null) throw new UserError("is one shard of a sweep: nothing was chosen yet", { file, hint: "merge the shards (`chunkgate merge … --json FILE`) and record from the merged file" });
  const source = selectSources(workspace.registry, [sourceId])[0]!;
  const { unit, tokenizer, contextHeader } = report.settings;
  if (unit !== source.chunking.unit || tokenizer !== source.chunking.tokenizer || contextHeader !== source.chunking.contextHeader) {
    throw new UserError(`was measured in ${unit} (${tokenizer}, context header ${contextHeader ? "on" : "off"}), which the source no longer uses`, {
      file,
      hint: "run the sweep again with the registry as it is now",
    });
  }
  if (report.fingerprints.goldenSet !== fingerprintGoldenSet(workspace.golden)) {
    io.stderr(`warning: ${file} was measured with another version of the golden set; the chosen cell is measured again now\n`);
  }
  const chosen = report.cells.find((c) => c.name === report.choice!.cell);
  if (chosen === undefined) throw new UserError(`names the chosen cell "${report.choice.cell}" but holds no such cell`, { file, hint: "pass the file exactly as chunkgate wrote it" });
  return { strategy: chosen.strategy, size: chosen.size, overlap: chosen.overlap };
}
