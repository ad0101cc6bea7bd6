import { resolve } from "node:path";
import { loadWorkspace, mergeSweeps, readSweepReport } from "../usecases/index.js";
import { reportStaleLabels } from "./sweepCommand.js";
import { renderSweepMarkdown, renderSweepText } from "../report/index.js";
import { appendLooks } from "./appendLooks.js";
import { cliRuntime } from "./cliRuntime.js";
import { readInput } from "./readInput.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate merge FILE...`: joins the JSON of a sweep's shards and prints the same table a whole
 * sweep prints (`--format text|md`), after choosing and scoring the held-out split once for the
 * chosen cell. That score needs the repository, so merge runs in a checkout of the commit the
 * shards ran on (`--root`, `--registry`); only the chosen cell is re-windowed there. That score is
 * the sweep's one look at the held-out split, appended to the ledger as `chunkgate sweep` appends
 * it (`--ledger`, and always under thresholdout): once for the merge, never per shard. Returns 0, or 2
 * for mismatched or missing shards and for golden-set labels that do not fit the corpus.
 */
export async function mergeCommand(args: Extract<CliCommand, { command: "merge" }>, io: CliIo): Promise<number> {
  const shards = [];
  for (const file of args.files) {
    const text = await readInput(io, file, { what: "the shard", hint: "pass the JSON files `chunkgate sweep --shard I/N --json FILE` wrote" });
    shards.push({ file, report: readSweepReport(text, file) });
  }
  const root = resolve(io.cwd, args.common.root);
  const { runtime, prepared, progress, finish } = cliRuntime(args.common, io, root);
  const workspace = await loadWorkspace({ root, registryPath: args.common.registry, progress, prepared });
  const report = await mergeSweeps({ workspace, shards, progress, runtime, ledger: args.ledger ? "append" : "auto" }).finally(() => finish({ report: true }));
  await appendLooks(root, [report.choice?.heldOutLook ?? null], io);
  io.stdout(args.format === "md" ? renderSweepMarkdown(report) : renderSweepText(report));
  if (args.json) await io.writeFile(resolve(io.cwd, args.json), JSON.stringify(report, null, 2) + "\n");
  for (const warning of workspace.warnings) io.stderr(`warning: ${warning}\n`);
  return reportStaleLabels(workspace.labelProblems, io);
}
