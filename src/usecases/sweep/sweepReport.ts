import type { SweepHeader } from "./prepareSweep.js";
import type { SkippedCell, SweepCell, SweepChoice, SweepGrid, SweepReport } from "./types.js";

/** A sweep report with its keys always in one order, so a whole sweep and a merge of its shards serialise to the same bytes. */
export function sweepReport(parts: {
  header: SweepHeader;
  grid: SweepGrid;
  skipped: readonly SkippedCell[];
  shard: SweepReport["shard"];
  cells: readonly SweepCell[];
  choice: SweepChoice | null;
}): SweepReport {
  const { schemaVersion, kind, registry, goldenSet, source, fingerprints } = parts.header;
  const { settings, current, corpus, questions } = parts.header;
  const [skipped, cells] = [[...parts.skipped], [...parts.cells]];
  return { schemaVersion, kind, registry, goldenSet, source, fingerprints, settings, current, grid: parts.grid, skipped,
    corpus, questions, shard: parts.shard, cells, choice: parts.choice };
}
