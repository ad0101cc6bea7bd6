import { isDeepStrictEqual } from "node:util";
import { UserError } from "../../errors.js";
import { completeSweep } from "./completeSweep.js";
import { prepareSweep } from "./prepareSweep.js";
import type { SweepOptions } from "./runSweep.js";
import { heldOutLedger, type LedgerOptions } from "../check/lookAtHeldOut.js";
import type { SweepReport } from "./types.js";
import { planCells } from "./planCells.js";
import { sweepReport } from "./sweepReport.js";

/** `chunkgate merge`: the shards joined and completed, byte for byte the unsharded sweep, in their checkout. */
export async function mergeSweeps(options: Pick<SweepOptions, "workspace" | "progress" | "runtime" | keyof LedgerOptions> & { shards: ReadonlyArray<{ file: string; report: SweepReport }> }): Promise<SweepReport> {
  const joined = joinShards(options.shards);
  const context = await prepareSweep({ workspace: options.workspace, sourceId: joined.source, progress: options.progress, runtime: options.runtime });
  // the held-out score of the chosen cell must belong to the corpus, golden set and registry the cells were measured on
  for (const key of Object.keys(context.header) as Array<keyof typeof context.header>) {
    if (!isDeepStrictEqual(joined[key], context.header[key])) {
      throw new UserError(`the shards were measured on another version of the repository: they disagree with ${options.workspace.root} on \`${key}\``, {
        hint: `merge in a checkout of the commit the shards ran on (shards: ${JSON.stringify(joined[key])}; here: ${JSON.stringify(context.header[key])})`,
      });
    }
  }
  return completeSweep(context, joined, await heldOutLedger(options.workspace, options));
}

/** The fields two shards of one sweep must agree on, with the words a refusal uses for each. */
const SAME: ReadonlyArray<[keyof SweepReport, string]> = [
  ["registry", "the registry path"],
  ["source", "the source"],
  ["goldenSet", "the golden-set path"],
  ["fingerprints", "the golden set or the documents (fingerprints)"],
  ["settings", "the scoring settings (retriever, k, split, noise, unit)"],
  ["current", "the source's current chunking"],
  ["grid", "the grid"],
  ["skipped", "the skipped cells"],
  ["corpus", "the corpus size"],
  ["questions", "the question counts"],
];

/** The shards of one sweep joined into the whole run's report before the choice; UserError for misfit shards. */
export function joinShards(shards: ReadonlyArray<{ file: string; report: SweepReport }>): SweepReport {
  const first = shards[0];
  if (first === undefined) throw new UserError("merge needs at least one shard file", { hint: "e.g. chunkgate merge shard-1.json shard-2.json shard-3.json" });
  const seen = new Map<number, string>();
  for (const { file, report } of shards) {
    if (report.shard === null) throw new UserError("is a whole sweep, not a shard: there is nothing to merge it with", { file, hint: "merge the files `chunkgate sweep --shard I/N --json FILE` wrote" });
    for (const [key, what] of SAME) {
      if (!isDeepStrictEqual(report[key], first.report[key])) {
        throw new UserError(`${file} and ${first.file} are shards of different sweeps: they disagree on ${what}`, {
          hint: `${describe(first.report[key])} vs ${describe(report[key])}; run every shard from the same commit, registry and grid`,
        });
      }
    }
    if (report.shard.count !== first.report.shard!.count) {
      throw new UserError(`${file} is shard ${report.shard.index}/${report.shard.count} but ${first.file} is shard ${first.report.shard!.index}/${first.report.shard!.count}`, {
        hint: "run every shard with the same N in --shard I/N",
      });
    }
    const again = seen.get(report.shard.index);
    if (again !== undefined) throw new UserError(`${file} and ${again} are both shard ${report.shard.index}/${report.shard.count}`, { hint: "pass each shard's file once" });
    seen.set(report.shard.index, file);
  }
  const count = first.report.shard!.count;
  const planned = planCells(first.report.grid).cells;
  const measured = new Map(shards.flatMap(({ report }) => report.cells.map((c) => [c.name, c] as const)));
  const missing = planned.map((p, j) => ({ name: p.name, shard: (j % count) + 1 })).filter((p) => !measured.has(p.name));
  if (missing.length > 0) {
    const list = missing.map((m) => `${m.name} (shard ${m.shard}/${count})`).join(", ");
    const shardsMissing = [...new Set(missing.map((m) => m.shard))].join(", ");
    throw new UserError(`${missing.length} of ${planned.length} cells are missing: ${list}`, { hint: `add the JSON of shard ${shardsMissing} of ${count}` });
  }
  const cells = planned.map((p) => measured.get(p.name)!);
  return sweepReport({ header: first.report, grid: first.report.grid, skipped: first.report.skipped, shard: null, cells, choice: null });
}

function describe(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}
