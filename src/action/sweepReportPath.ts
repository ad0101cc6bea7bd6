/**
 * Where a label-triggered sweep writes its JSON: the check's `json-report` with `.sweep` before
 * `.json`, so the two reports of a step, or the sweeps of two steps, never overwrite each other.
 */
export function sweepReportPath(jsonReport: string): string {
  return /\.json$/i.test(jsonReport) ? jsonReport.replace(/\.json$/i, ".sweep.json") : `${jsonReport}.sweep.json`;
}
