import { resolve } from "node:path";
import { loadWorkspace } from "../check/loadWorkspace.js";
import { renderSweepMarkdown } from "../sweep/renderSweepMarkdown.js";
import { renderSweepText } from "../sweep/renderSweepText.js";
import { runSweep } from "../sweep/runSweep.js";
import { closeCliCache, openCliCache } from "./cliCache.js";
import { EXIT, type CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate sweep`: measures a source's grid on the train split and prints the table (text or
 * Markdown per `--format`), writes the JSON asked for with `--json`, and returns the exit code: 0,
 * or 2 when golden-set labels do not fit the corpus (the numbers would rank cells on a subset; the
 * problems are listed on stderr). With `--shard I/N` only that share of the cells is measured and
 * nothing is chosen; `chunkgate merge` finishes the job.
 */
export async function sweepCommand(args: Extract<CliCommand, { command: "sweep" }>, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const progress = io.isTTY ? (message: string) => io.stderr(`chunkgate: ${message}…\n`) : undefined;
  const cache = openCliCache(args.common, root, io);
  const workspace = await loadWorkspace({ root, registryPath: args.common.registry, progress, prepared: cache.prepared });
  const report = await runSweep({ workspace, sourceId: args.source, flags: args.grid, shard: args.shard, progress });
  closeCliCache(cache, root, io);
  io.stdout(args.format === "md" ? renderSweepMarkdown(report) : renderSweepText(report));
  if (args.json) await io.writeFile(resolve(io.cwd, args.json), JSON.stringify(report, null, 2) + "\n");
  for (const warning of workspace.warnings) io.stderr(`warning: ${warning}\n`);
  if (workspace.labelProblems.length === 0) return EXIT.ok;
  for (const p of workspace.labelProblems) io.stderr(`${p.file}${p.line ? `:${p.line}` : ""}: ${p.questionId}: ${p.message}\n  fix: ${p.hint}\n`);
  io.stderr(`chunkgate: ${workspace.labelProblems.length} golden-set label(s) do not fit the corpus; fix them before trusting this sweep\n`);
  return EXIT.error;
}
