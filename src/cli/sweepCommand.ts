import { resolve } from "node:path";
import { renderComparisonMarkdown, renderComparisonText, renderLabelProblemsText, renderSweepMarkdown, renderSweepText } from "../report/index.js";
import { decideSweepOutcome, loadWorkspace, sweepSource } from "../usecases/index.js";
import { appendLooks } from "./appendLooks.js";
import { cliRuntime } from "./cliRuntime.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/** `chunkgate sweep`: measures a source's grid, prints and writes it, and appends recorded held-out looks to the ledger. */
export async function sweepCommand(args: Extract<CliCommand, { command: "sweep" }>, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const { runtime, prepared, progress, finish } = cliRuntime(args.common, io, root);
  try {
    const workspace = await loadWorkspace({ root, registryPath: args.common.registry, progress, prepared });
    const result = await sweepSource({ workspace, sourceId: args.source, flags: args.grid, shard: args.shard, progress, runtime, ...(args.retrievers ? { retrievers: args.retrievers } : {}), ledger: args.ledger ? "append" : "auto" });
    const sweeps = "comparison" in result ? result.comparison.sweeps : [result.sweep];
    await appendLooks(root, sweeps.map((s) => s.choice?.heldOutLook ?? null), io);
    if ("comparison" in result) io.stdout(args.format === "md" ? renderComparisonMarkdown(result.comparison) : renderComparisonText(result.comparison));
    else io.stdout(args.format === "md" ? renderSweepMarkdown(result.sweep) : renderSweepText(result.sweep));
    if (args.json) await io.writeFile(resolve(io.cwd, args.json), JSON.stringify("comparison" in result ? result.comparison : result.sweep, null, 2) + "\n");
    for (const warning of workspace.warnings) io.stderr(`warning: ${warning}\n`);
    return reportStaleLabels(workspace.labelProblems, io);
  } finally {
    finish({ report: true });
  }
}

/** The stale labels on stderr and the exit code they give a sweep or a merge (decideSweepOutcome). */
export function reportStaleLabels(problems: Parameters<typeof renderLabelProblemsText>[0], io: CliIo): number {
  const outcome = decideSweepOutcome({ errors: [], staleLabels: problems.length });
  if (problems.length > 0) {
    io.stderr(renderLabelProblemsText(problems).join("\n"));
    io.stderr(`chunkgate: ${problems.length} golden-set label(s) do not fit the corpus; fix them before trusting this sweep\n`);
  }
  return outcome.exitCode;
}
