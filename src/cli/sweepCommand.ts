import { resolve } from "node:path";
import { renderComparisonMarkdown, renderComparisonText, renderLabelProblemsText, renderSweepMarkdown, renderSweepText } from "../report/index.js";
import { decideSweepOutcome, loadWorkspace, sweepSource, mergeSweeps, readSweepReport, recordedLooks, type HeldOutLook, type Workspace } from "../usecases/index.js";
import { cliRuntime } from "./cliRuntime.js";
import type { CliIo } from "./io.js";
import type { CliCommand } from "./parseCliArgs.js";
import { readInput } from "./readInput.js";
import { plural } from "../formatCount.js";
import { readFile } from "node:fs/promises";

/** `chunkgate sweep`: measures a source's grid, prints and writes it, and appends recorded looks to the ledger. */
export async function sweepCommand(args: Extract<CliCommand, { command: "sweep" }>, io: CliIo): Promise<number> {
  const { root, runtime, prepared, progress, finish } = cliRuntime(args.common, io);
  try {
    const workspace = await loadWorkspace({ root, registryPath: args.common.registry, progress, prepared });
    const result = await sweepSource({ workspace, sourceId: args.source, flags: args.grid, shard: args.shard, progress, runtime, ...(args.retrievers ? { retrievers: args.retrievers } : {}), ledger: args.ledger ? "append" : "auto" });
    const md = args.format === "md";
    const [text, report, sweeps] =
      "comparison" in result
        ? [(md ? renderComparisonMarkdown : renderComparisonText)(result.comparison), result.comparison, result.comparison.sweeps]
        : [(md ? renderSweepMarkdown : renderSweepText)(result.sweep), result.sweep, [result.sweep]];
    return await deliverSweep({ root, json: args.json, workspace, looks: sweeps.map((s) => s.choice?.heldOutLook ?? null), text, report }, io);
  } finally {
    finish({ report: true });
  }
}

/** A sweep or merge delivered: looks appended, `text` printed, `--json FILE` written; exit code from stale labels. */
export async function deliverSweep(
  options: { root: string; json: string | undefined; workspace: Workspace; looks: ReadonlyArray<HeldOutLook | null>; text: string; report: object },
  io: CliIo,
): Promise<number> {
  const problems = options.workspace.labelProblems;
  await appendLooks(options.root, options.looks, io);
  io.stdout(options.text);
  if (options.json) await io.writeFile(resolve(io.cwd, options.json), JSON.stringify(options.report, null, 2) + "\n");
  for (const warning of options.workspace.warnings) io.stderr(`warning: ${warning}\n`);
  if (problems.length > 0) {
    io.stderr(renderLabelProblemsText(problems).join("\n"));
    io.stderr(`chunkgate: ${problems.length} golden-set label(s) do not fit the corpus; fix them before trusting this sweep\n`);
  }
  return decideSweepOutcome({ errors: [], staleLabels: problems.length }).exitCode;
}

/** `chunkgate merge FILE...`: a sweep's shards completed in the checkout they ran on, printed as a whole sweep. */
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

/** Appends the looks the engine marked as recorded to the working tree's ledger, append-only, saying so on stderr. */
export async function appendLooks(root: string, looks: ReadonlyArray<HeldOutLook | null>, io: CliIo): Promise<void> {
  const file = looks.find((l) => l?.recorded)?.ledger;
  if (file === undefined) return;
  const path = resolve(root, file);
  const existing = await readFile(path, "utf8").catch(() => null);
  const append = recordedLooks(looks, existing);
  if (append === null) return;
  await io.writeFile(path, (existing ?? "") + append.text);
  const n = append.count;
  io.stderr(`chunkgate: appended ${plural(n, "held-out look")} to ${file}; commit it with the change\n`);
}
