import { UserError } from "../../errors.js";
import { selectSources, type Workspace } from "../check/loadWorkspace.js";
import { fingerprintGoldenSet } from "../sweep/fingerprintGoldenSet.js";
import { readSweepReport } from "../sweep/readSweepReport.js";
import type { SweepGrid } from "../sweep/types.js";
import type { RecordOptions } from "./runRecord.js";

/**
 * The configuration `chunkgate record --from-sweep FILE` records: the cell a completed sweep (or a
 * merge) chose, after checking the sweep (its JSON `text`, read from `file`) was made for this
 * source in the unit, tokenizer and header setting the source uses now. A shard (nothing chosen
 * yet), another source or another unit is a UserError naming the file and the fix. A sweep of
 * another version of the golden set is only a warning (`warn`), because the cell is measured
 * again now anyway. With the cell comes the grid it was chosen from, which record keeps (recordedGrid).
 */
export function recordedChunking(options: { text: string; file: string; sourceId: string; workspace: Workspace; warn: (message: string) => void }): {
  chunking: NonNullable<RecordOptions["chunking"]>;
  grid: SweepGrid;
} {
  const { file, sourceId, workspace } = options;
  const report = readSweepReport(options.text, file);
  if (report.source !== sourceId) throw new UserError(`is a sweep of source "${report.source}", not "${sourceId}"`, { file, hint: `pass --source ${report.source}, or the sweep of ${sourceId}` });
  if (report.choice === null) throw new UserError("is one shard of a sweep: nothing was chosen yet", { file, hint: "merge the shards (`chunkgate merge … --json FILE`) and record from the merged file" });
  const source = selectSources(workspace.registry, [sourceId])[0]!;
  const { unit, tokenizer, contextHeader } = report.settings;
  if (unit !== source.chunking.unit || tokenizer !== source.chunking.tokenizer || contextHeader !== source.chunking.contextHeader) {
    throw new UserError(`was measured in ${unit} (${tokenizer}, context header ${contextHeader ? "on" : "off"}), which the source no longer uses`, {
      file,
      hint: "run the sweep again with the registry as it is now",
    });
  }
  if (report.fingerprints.goldenSet !== fingerprintGoldenSet(workspace.golden)) {
    options.warn(`${file} was measured with another version of the golden set; the chosen cell is measured again now`);
  }
  const chosen = report.cells.find((c) => c.name === report.choice!.cell);
  if (chosen === undefined) throw new UserError(`names the chosen cell "${report.choice.cell}" but holds no such cell`, { file, hint: "pass the file exactly as chunkgate wrote it" });
  return { chunking: { strategy: chosen.strategy, size: chosen.size, overlap: chosen.overlap }, grid: report.grid };
}
