import type { RegressionCause } from "../usecases/index.js";

const LABELS: Record<RegressionCause, string> = {
  "edited-section": "section edited",
  "deleted-section": "section deleted",
  outranked: "outranked",
  configuration: "configuration changed",
  unexplained: "unexplained",
};

/** A regression's cause in a few plain words ("stale label", "section edited"), the same in every report. */
export function causeLabel(cause: RegressionCause): string {
  return LABELS[cause];
}
