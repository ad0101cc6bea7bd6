import { UserError } from "../../errors.js";
import { SWEEP_SCHEMA_VERSION, type SweepReport } from "./types.js";

/** Parses a sweep JSON file this version wrote: kind, schema version and top-level fields checked (else UserError), cells trusted. */
export function readSweepReport(text: string, file: string): SweepReport {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UserError(`not valid JSON (${error instanceof Error ? error.message : String(error)})`, { file, hint: "pass the file `chunkgate sweep --json FILE` wrote" });
  }
  const report = value as Partial<SweepReport> | null;
  if (report === null || typeof report !== "object" || report.kind !== "chunkgate-sweep") {
    throw new UserError("is not a sweep report", { file, hint: "pass the file `chunkgate sweep --json FILE` wrote (a check report is not one)" });
  }
  if (report.schemaVersion !== SWEEP_SCHEMA_VERSION) {
    throw new UserError(`has sweep schema version ${String(report.schemaVersion)}; this chunkgate reads version ${SWEEP_SCHEMA_VERSION}`, {
      file,
      hint: "run the sweep again with this version of chunkgate",
    });
  }
  const lists = [report.cells, report.skipped, report.grid?.sizes, report.grid?.overlaps, report.grid?.strategies];
  const objects = [report.fingerprints, report.settings, report.current, report.corpus, report.questions];
  if (!lists.every(Array.isArray) || !objects.every((o) => o !== null && typeof o === "object") || typeof report.source !== "string" || typeof report.registry !== "string") {
    throw new UserError("is a sweep report with missing or mistyped fields", { file, hint: "pass the file exactly as `chunkgate sweep --json FILE` wrote it" });
  }
  return report as SweepReport;
}
