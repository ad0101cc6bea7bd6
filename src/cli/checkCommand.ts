import { resolve } from "node:path";
import { runCheck } from "../check/runCheck.js";
import { renderCheckMarkdown } from "../report/renderCheckMarkdown.js";
import { renderText } from "../report/renderText.js";
import { renderTrecQrels, renderTrecRun } from "../report/renderTrec.js";
import { closeCliCache, openCliCache } from "./cliCache.js";
import { EXIT, type CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate check`: prints the report (text, Markdown or JSON, per `--format`), writes the JSON
 * and TREC files asked for, and returns the exit code: 0 for pass, warn and no-baseline; 1 for a
 * failed or unevaluated source; 2 when a golden-set label no longer fits the corpus (the numbers
 * would be computed on a subset).
 */
export async function checkCommand(args: Extract<CliCommand, { command: "check" }>, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const progress = io.isTTY ? (message: string) => io.stderr(`chunkgate: ${message}…\n`) : undefined;
  const cache = openCliCache(args.common, root, io);
  const { report, evaluations } = await runCheck({ root, registryPath: args.common.registry, sourceIds: args.sources, progress, prepared: cache.prepared });
  closeCliCache(cache, root, io);
  const json = JSON.stringify(report, null, 2) + "\n";
  io.stdout(args.format === "md" ? renderCheckMarkdown(report) : args.format === "json" ? json : renderText(report));
  if (args.json) await io.writeFile(resolve(io.cwd, args.json), json);
  if (args.trecRun && args.trecQrels) {
    const options = { split: args.trecSplit, prefixSource: evaluations.length > 1 };
    await io.writeFile(resolve(io.cwd, args.trecRun), renderTrecRun(evaluations, options));
    await io.writeFile(resolve(io.cwd, args.trecQrels), renderTrecQrels(evaluations, options));
  }
  if (report.labelProblems.length > 0) {
    io.stderr(`chunkgate: ${report.labelProblems.length} golden-set label(s) do not fit the corpus; fix them (listed above) before trusting these numbers\n`);
    return EXIT.error;
  }
  return report.verdict === "fail" || report.verdict === "not-evaluated" ? EXIT.failed : EXIT.ok;
}
