import { resolve } from "node:path";
import { UserError } from "../errors.js";
import { describeRelabel, jsonText, renderCheckMarkdown, renderComment, renderPullRequestText, renderText, renderTrecQrels, renderTrecRun } from "../report/index.js";
import { checkAgainstBase, decideOutcome, decidePullRequestOutcome, RELABEL_COMMAND, runCheck } from "../usecases/index.js";
import { appendLooks } from "./appendLooks.js";
import { cliRuntime } from "./cliRuntime.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";

/**
 * `chunkgate check`: prints the report (text, Markdown or JSON, per `--format`), writes the JSON
 * and TREC files asked for, and returns the exit code decideOutcome gives, the same decision the
 * printed verdict shows: 0 for pass, warn and no-baseline; 1 for fail and skipped; 2 for error
 * (stale labels, a source no train question lands in). With `--base REF` it is the pull-request
 * check instead (checkPullRequest): the working tree (or `--head REF`) against the merge base of
 * REF, exactly as the action checks a pull request, with `--format md` printing its comment;
 * `--approved-by LOGIN` plays the approval label there. Looks at held-out scores are appended to
 * the ledger next to the registry with `--ledger`, and always for sources thresholdout protects
 * (its budget is counted there); the engine decides which, this shell writes them.
 */
export async function checkCommand(args: Extract<CliCommand, { command: "check" }>, io: CliIo): Promise<number> {
  if (args.base !== undefined) return checkPullRequest(args, args.base, io);
  const root = resolve(io.cwd, args.common.root);
  const { runtime, prepared, results, progress, finish } = cliRuntime(args.common, io, root);
  const { report, evaluations } = await runCheck({ root, registryPath: args.common.registry, sourceIds: args.sources, progress, runtime, prepared, ...(results ? { results } : {}), ledger: args.ledger ? "append" : "auto" }).finally(() => finish({ report: false }));
  await appendLooks(root, report.sources.map((s) => s.heldOutLook), io);
  const json = jsonText(report, 2) + "\n";
  io.stdout(args.format === "md" ? renderCheckMarkdown(report) : args.format === "json" ? json : renderText(report));
  if (args.json) await io.writeFile(resolve(io.cwd, args.json), json);
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

/** `check --base REF [--head REF]`: the pull-request check, printed as text, the comment (md) or the report (json). */
async function checkPullRequest(args: Extract<CliCommand, { command: "check" }>, base: string, io: CliIo): Promise<number> {
  if (args.sources.length > 0 || args.trecRun) {
    throw new UserError("--base checks the sources the change touches, as the action does: it cannot be combined with --source or --trec-run", { hint: "drop --source and --trec-run, or drop --base to check chosen sources" });
  }
  const root = resolve(io.cwd, args.common.root);
  const { runtime, prepared, results, progress, finish } = cliRuntime(args.common, io, root);
  const report = await checkAgainstBase({
    root,
    registryPath: args.common.registry,
    base,
    ...(args.head === undefined ? {} : { head: args.head }),
    ...(args.approvedBy === undefined ? {} : { approvedBy: args.approvedBy }),
    ledger: args.ledger ? "append" : "auto",
    progress,
    runtime,
    prepared,
    ...(results ? { results } : {}),
  }).finally(() => finish({ report: false }));
  await appendLooks(root, report.check.sources.map((s) => s.heldOutLook), io);
  const json = jsonText(report, 2) + "\n";
  io.stdout(args.format === "md" ? renderComment(report) : args.format === "json" ? json : renderPullRequestText(report));
  if (args.json) await io.writeFile(resolve(io.cwd, args.json), json);
  return decidePullRequestOutcome(report).exitCode;
}
