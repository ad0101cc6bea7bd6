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
  const { header } = parts;
  return {
    schemaVersion: header.schemaVersion,
    kind: header.kind,
    registry: header.registry,
    goldenSet: header.goldenSet,
    source: header.source,
    fingerprints: header.fingerprints,
    settings: header.settings,
    current: header.current,
    grid: parts.grid,
    skipped: [...parts.skipped],
    corpus: header.corpus,
    questions: header.questions,
    shard: parts.shard,
    cells: [...parts.cells],
    choice: parts.choice,
  };
}
