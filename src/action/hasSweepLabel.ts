/**
 * Whether the pull request's labels include `sweepLabel`, compared without regard to case because
 * GitHub treats label names that way (a repository cannot hold both `Sweep` and `sweep`). Always
 * false when the label trigger is off (`sweepLabel` null).
 */
export function hasSweepLabel(labels: readonly string[], sweepLabel: string | null): boolean {
  if (sweepLabel === null) return false;
  const wanted = sweepLabel.toLowerCase();
  return labels.some((label) => label.trim().toLowerCase() === wanted);
}
