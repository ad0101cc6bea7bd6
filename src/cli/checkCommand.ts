import { resolve } from "node:path";
import { UserError } from "../errors.js";
import { describeRelabel, jsonText, renderCheckMarkdown, renderComment, renderPullRequestText, renderText, renderTrecQrels, renderTrecRun } from "../report/index.js";
import { checkAgainstBase, decideOutcome, decidePullRequestOutcome, RELABEL_COMMAND, runCheck } from "../usecases/index.js";
import { appendLooks } from "./sweepCommand.js";
import { cliRuntime } from "./cliRuntime.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/** `chunkgate check` (with `--base`, the pull-request check): prints and writes the report; exits with its verdict. */
export async function checkCommand(args: Extract<CliCommand, { command: "check" }>, io: CliIo): Promise<number> {
  if (args.base !== undefined && (args.sources.length > 0 || args.trecRun)) {
    throw new UserError("--base checks the sources the change touches, as the action does: it cannot be combined with --source or --trec-run", { hint: "drop --source and --trec-run, or drop --base to check chosen sources" });
  }
  const { root, runtime, prepared, results, progress, finish } = cliRuntime(args.common, io);
  const engine = { root, registryPath: args.common.registry, progress, runtime, prepared, ...(results ? { results } : {}), ledger: args.ledger ? ("append" as const) : ("auto" as const) };
  if (args.base !== undefined) {
    const report = await checkAgainstBase({ ...engine, base: args.base, ...(args.head === undefined ? {} : { head: args.head }), ...(args.approvedBy === undefined ? {} : { approvedBy: args.approvedBy }) }).finally(() => finish({ report: false }));
    await appendLooks(root, report.check.sources.map((s) => s.heldOutLook), io);
    await print(args, io, report, () => (args.format === "md" ? renderComment(report) : renderPullRequestText(report)));
    return decidePullRequestOutcome(report).exitCode;
  }
  const { report, evaluations } = await runCheck({ ...engine, sourceIds: args.sources }).finally(() => finish({ report: false }));
  await appendLooks(root, report.sources.map((s) => s.heldOutLook), io);
  await print(args, io, report, () => (args.format === "md" ? renderCheckMarkdown(report) : renderText(report)));
  if (args.trecRun && args.trecQrels) {
    const options = { split: args.trecSplit, prefixSource: evaluations.length > 1 };
    await io.writeFile(resolve(io.cwd, args.trecRun), renderTrecRun(evaluations, options));
    await io.writeFile(resolve(io.cwd, args.trecQrels), renderTrecQrels(evaluations, options));
  }
  if (report.labelProblems.length > 0) {
    io.stderr(`chunkgate: ${report.labelProblems.length} golden-set label(s) do not fit the corpus; fix them (listed above) before trusting these numbers${describeRelabel(report.labelProblems) ? ` (\`${RELABEL_COMMAND}\` applies the "did you mean" fixes)` : ""}\n`);
  }
  return decideOutcome({ sources: report.sources, staleLabels: report.labelProblems.length, whenEmpty: "error" }).exitCode;
}

/** Prints the report as `--format` asks (`render`: text or md) and writes its JSON to `--json FILE`. */
async function print(args: Extract<CliCommand, { command: "check" }>, io: CliIo, report: object, render: () => string): Promise<void> {
  const json = jsonText(report, 2) + "\n";
  io.stdout(args.format === "json" ? json : render());
  if (args.json) await io.writeFile(resolve(io.cwd, args.json), json);
}
