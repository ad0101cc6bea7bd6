import { UserError } from "../../errors.js";
import { selectSources, type Workspace } from "../check/loadWorkspace.js";
import { fingerprintGoldenSet } from "../sweep/fingerprintGoldenSet.js";
import { readSweepReport } from "../sweep/readSweepReport.js";
import type { SweepGrid } from "../sweep/types.js";
import type { RecordOptions } from "./runRecord.js";

/**
 * The cell and grid `chunkgate record --from-sweep FILE` records, once the sweep is checked to be a
 * completed one of this source in its current unit (else UserError). Another golden set only warns,
 * as the cell is measured again now anyway.
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
