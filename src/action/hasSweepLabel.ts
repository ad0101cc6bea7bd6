/** Whether the labels include `sweepLabel` (null: trigger off), ignoring case as GitHub does. */
export function hasSweepLabel(labels: readonly string[], sweepLabel: string | null): boolean {
  if (sweepLabel === null) return false;
  const wanted = sweepLabel.toLowerCase();
  return labels.some((label) => label.trim().toLowerCase() === wanted);
}
