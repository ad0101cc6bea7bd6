import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadWorkspace } from "../check/loadWorkspace.js";
import { UserError } from "../errors.js";
import { mergeSweeps } from "../sweep/mergeSweeps.js";
import { readSweepReport } from "../sweep/readSweepReport.js";
import { renderSweepMarkdown } from "../sweep/renderSweepMarkdown.js";
import { renderSweepText } from "../sweep/renderSweepText.js";
import { closeCliCache, openCliCache } from "./cliCache.js";
import { EXIT, type CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate merge FILE...`: joins the JSON of a sweep's shards and prints the same table a whole
 * sweep prints (`--format text|md`), after choosing and scoring the held-out split once for the
 * chosen cell. That score needs the repository, so merge runs in a checkout of the commit the
 * shards ran on (`--root`, `--registry`); only the chosen cell is re-windowed there. Returns 0, or 2
 * for mismatched or missing shards and for golden-set labels that do not fit the corpus.
 */
export async function mergeCommand(args: Extract<CliCommand, { command: "merge" }>, io: CliIo): Promise<number> {
  const shards = [];
  for (const file of args.files) {
    const text = await readFile(resolve(io.cwd, file), "utf8").catch((error: NodeJS.ErrnoException) => {
      throw new UserError(`cannot read the shard (${error.code ?? error.message})`, { file, hint: "pass the JSON files `chunkgate sweep --shard I/N --json FILE` wrote" });
    });
    shards.push({ file, report: readSweepReport(text, file) });
  }
  const root = resolve(io.cwd, args.common.root);
  const progress = io.isTTY ? (message: string) => io.stderr(`chunkgate: ${message}…\n`) : undefined;
  const cache = openCliCache(args.common, root, io);
  const workspace = await loadWorkspace({ root, registryPath: args.common.registry, progress, prepared: cache.prepared });
  const report = await mergeSweeps({ workspace, shards, progress });
  closeCliCache(cache, root, io);
  io.stdout(args.format === "md" ? renderSweepMarkdown(report) : renderSweepText(report));
  if (args.json) await io.writeFile(resolve(io.cwd, args.json), JSON.stringify(report, null, 2) + "\n");
  if (workspace.labelProblems.length === 0) return EXIT.ok;
  for (const p of workspace.labelProblems) io.stderr(`${p.file}${p.line ? `:${p.line}` : ""}: ${p.questionId}: ${p.message}\n  fix: ${p.hint}\n`);
  io.stderr(`chunkgate: ${workspace.labelProblems.length} golden-set label(s) do not fit the corpus; fix them before trusting this sweep\n`);
  return EXIT.error;
}
