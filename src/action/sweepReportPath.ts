/**
 * Where a label-triggered sweep writes its JSON: beside the check's `json-report`, with `.sweep`
 * before the `.json` extension (`chunkgate-report.json` → `chunkgate-report.sweep.json`;
 * `.sweep.json` appended to a name without that extension), so the two reports of one step never
 * overwrite each other and two steps with different `json-report` paths never share a sweep file.
 */
export function sweepReportPath(jsonReport: string): string {
  return /\.json$/i.test(jsonReport) ? jsonReport.replace(/\.json$/i, ".sweep.json") : `${jsonReport}.sweep.json`;
}
