import { resolve } from "node:path";
import { loadWorkspace } from "../usecases/check/loadWorkspace.js";
import { UserError } from "../errors.js";
import { compareRetrievers } from "../usecases/sweep/compareRetrievers.js";
import { renderComparisonMarkdown } from "../report/renderComparisonMarkdown.js";
import { renderComparisonText } from "../report/renderComparisonText.js";
import { renderSweepMarkdown } from "../report/renderSweepMarkdown.js";
import { renderSweepText } from "../report/renderSweepText.js";
import { retrieverConfigs } from "../usecases/sweep/compareRetrievers.js";
import { runSweep } from "../usecases/sweep/runSweep.js";
import { cliRuntime } from "./cliRuntime.js";
import { EXIT, type CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate sweep`: measures a source's grid on the train split and prints the table (text or
 * Markdown per `--format`), writes the JSON asked for with `--json`, and returns the exit code: 0,
 * or 2 when golden-set labels do not fit the corpus (the numbers would rank cells on a subset; the
 * problems are listed on stderr). With `--shard I/N` only that share of the cells is measured and
 * nothing is chosen; `chunkgate merge` finishes the job. With `--retrievers` naming several, the
 * grid is swept once per retriever and compared (compareRetrievers); naming one sweeps with it
 * instead of the registry's. The embedding cost, when any, is printed on stderr.
 */
export async function sweepCommand(args: Extract<CliCommand, { command: "sweep" }>, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const { runtime, progress, finish } = cliRuntime(args.common, io, root);
  const workspace = await loadWorkspace({ root, registryPath: args.common.registry, progress });
  const options = { workspace, sourceId: args.source, flags: args.grid, progress, runtime };
  if (args.shard && args.retrievers && args.retrievers[0] !== workspace.registry.retriever.kind) {
    finish({ report: false });
    throw new UserError(`--shard measures with the registry's retriever (\`${workspace.registry.retriever.kind}\`), because \`chunkgate merge\` completes the shards with it`, {
      hint: `drop --retrievers, or set \`retriever.kind: ${args.retrievers[0]}\` in the registry before sharding`,
    });
  }
  try {
    if (args.retrievers && args.retrievers.length > 1) {
      const comparison = await compareRetrievers({ ...options, kinds: args.retrievers });
      io.stdout(args.format === "md" ? renderComparisonMarkdown(comparison) : renderComparisonText(comparison));
      if (args.json) await io.writeFile(resolve(io.cwd, args.json), JSON.stringify(comparison, null, 2) + "\n");
    } else {
      const retriever = args.retrievers ? retrieverConfigs(workspace.registry.retriever, args.retrievers)[0] : undefined;
      const report = await runSweep({ ...options, shard: args.shard, ...(retriever ? { retriever } : {}) });
      io.stdout(args.format === "md" ? renderSweepMarkdown(report) : renderSweepText(report));
      if (args.json) await io.writeFile(resolve(io.cwd, args.json), JSON.stringify(report, null, 2) + "\n");
    }
  } finally {
    finish({ report: true });
  }
  for (const warning of workspace.warnings) io.stderr(`warning: ${warning}\n`);
  if (workspace.labelProblems.length === 0) return EXIT.ok;
  for (const p of workspace.labelProblems) io.stderr(`${p.file}${p.line ? `:${p.line}` : ""}: ${p.questionId}: ${p.message}\n  fix: ${p.hint}\n`);
  io.stderr(`chunkgate: ${workspace.labelProblems.length} golden-set label(s) do not fit the corpus; fix them before trusting this sweep\n`);
  return EXIT.error;
}
