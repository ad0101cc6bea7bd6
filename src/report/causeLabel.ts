import type { RegressionCause } from "../usecases/pullRequest/types.js";

const LABELS: Record<RegressionCause, string> = {
  "stale-label": "stale label",
  "edited-section": "section edited",
  outranked: "outranked",
  configuration: "configuration changed",
  unexplained: "unexplained",
};

/** A regression's cause in a few plain words ("stale label", "section edited"), the same in every report. */
export function causeLabel(cause: RegressionCause): string {
  return LABELS[cause];
}
