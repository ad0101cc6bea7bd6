import { resolve } from "node:path";
import { loadWorkspace, mergeSweeps, readSweepReport } from "../usecases/index.js";
import { reportStaleLabels } from "./sweepCommand.js";
import { renderSweepMarkdown, renderSweepText } from "../report/index.js";
import { appendLooks } from "./appendLooks.js";
import { cliRuntime } from "./cliRuntime.js";
import { readInput } from "./readInput.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/** `chunkgate merge FILE...`: completes a sweep's shards in the checkout they ran on and prints what a whole sweep prints. */
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
