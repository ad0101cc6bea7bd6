import { resolve } from "node:path";
import { runCheck } from "../usecases/check/runCheck.js";
import { renderCheckMarkdown } from "../report/renderCheckMarkdown.js";
import { renderText } from "../report/renderText.js";
import { renderTrecQrels, renderTrecRun } from "../report/renderTrec.js";
import { cliRuntime } from "./cliRuntime.js";
import { EXIT, type CliIo } from "./io.js";
import { jsonText } from "../report/jsonText.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate check`: prints the report (text, Markdown or JSON, per `--format`), writes the JSON
 * and TREC files asked for, and returns the exit code: 0 for pass, warn and no-baseline; 1 for a
 * failed, unevaluated or skipped source (nothing vouched for is never a pass); 2 when a golden-set label no longer fits the corpus (the numbers
 * would be computed on a subset).
 */
export async function checkCommand(args: Extract<CliCommand, { command: "check" }>, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, args.common.root);
  const { runtime, progress, finish } = cliRuntime(args.common, io, root);
  const { report, evaluations } = await runCheck({ root, registryPath: args.common.registry, sourceIds: args.sources, progress, runtime }).finally(() => finish({ report: false }));
  const json = jsonText(report, 2) + "\n";
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
  return report.verdict === "fail" || report.verdict === "not-evaluated" || report.verdict === "skipped" ? EXIT.failed : EXIT.ok;
}
