import { loadWorkspace, mergeSweeps, readSweepReport } from "../usecases/index.js";
import { deliverSweep } from "./sweepCommand.js";
import { renderSweepMarkdown, renderSweepText } from "../report/index.js";
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
  const { root, runtime, prepared, progress, finish } = cliRuntime(args.common, io);
  const workspace = await loadWorkspace({ root, registryPath: args.common.registry, progress, prepared });
  const report = await mergeSweeps({ workspace, shards, progress, runtime, ledger: args.ledger ? "append" : "auto" }).finally(() => finish({ report: true }));
  const text = args.format === "md" ? renderSweepMarkdown(report) : renderSweepText(report);
  return deliverSweep({ root, json: args.json, workspace, looks: [report.choice?.heldOutLook ?? null], text, report }, io);
}
