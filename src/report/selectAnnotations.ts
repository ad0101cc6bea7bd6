import type { PullRequestReport, Regression, RegressionCause } from "../usecases/pullRequest/types.js";
import { causeLabel } from "./causeLabel.js";
import { formatLocation } from "./formatLocation.js";
import { formatRanks } from "./formatRanks.js";
import { truncateText } from "./truncateText.js";

/** A file annotation for the changed line that caused a regression; plain text (annotations do not render Markdown). */
export interface Annotation {
  level: "error" | "warning";
  path: string;
  startLine: number;
  endLine?: number;
  title: string;
  message: string;
}

/** Stale labels and edited sections point at the very line to fix; an outranking chunk only at a rival. */
const CAUSE_ORDER: RegressionCause[] = ["stale-label", "edited-section", "outranked", "configuration", "unexplained"];
const MAX_TITLE = 120;
const MAX_MESSAGE = 2_000;

/**
 * The annotations to attach to the diff: one per regression that has a `location`, `error` when its
 * source failed or the regression is a stale label (which fails the check), `warning` otherwise.
 * GitHub shows only a few annotations per step and level, so at most `limit` per level are kept, most important first: train before held-out, then stale
 * labels and edited sections before outranked (then configuration, unexplained), then by path,
 * line and question id. `omitted` counts the located regressions that did not fit, for the summary
 * to mention; regressions without a location are never annotations and not counted. Errors come
 * before warnings in the result. Deterministic, whatever the order of `report.regressions`.
 */
export function selectAnnotations(report: PullRequestReport, limit = 10): { annotations: Annotation[]; omitted: number } {
  const failing = new Set(report.check.sources.filter((s) => s.verdict === "fail").map((s) => s.id));
  const located = report.regressions.filter((r): r is Regression & { location: NonNullable<Regression["location"]> } => r.location !== undefined).sort(byImportance);
  const annotations: Annotation[] = [];
  let omitted = 0;
  for (const level of ["error", "warning"] as const) {
    // a stale label fails the check whatever its source's verdict, so it is an error too
    const ofLevel = located.filter((r) => (failing.has(r.sourceId) || r.cause === "stale-label" ? "error" : "warning") === level);
    const kept = ofLevel.slice(0, Math.max(0, limit));
    omitted += ofLevel.length - kept.length;
    annotations.push(...kept.map((r) => annotation(r, level, report.check.runDepth)));
  }
  return { annotations, omitted };
}

function byImportance(a: Regression, b: Regression): number {
  return (
    Number(a.split !== "train") - Number(b.split !== "train") ||
    CAUSE_ORDER.indexOf(a.cause) - CAUSE_ORDER.indexOf(b.cause) ||
    compare(a.location!.path, b.location!.path) ||
    a.location!.line - b.location!.line ||
    compare(a.sourceId, b.sourceId) ||
    compare(a.questionId, b.questionId)
  );
}

/** Code-unit order, not localeCompare: the same on every machine. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function annotation(r: Regression & { location: NonNullable<Regression["location"]> }, level: Annotation["level"], runDepth: number): Annotation {
  const where = r.sourceId ? `${r.sourceId}, ${r.split === "train" ? "train" : "held-out"}` : r.split === "train" ? "train" : "held-out";
  const title = truncateText(`chunkgate: ${r.questionId} lost its support (${causeLabel(r.cause)})`, MAX_TITLE);
  const lines = [r.question.trim() === "" ? `${r.questionId} (${where})` : `${r.questionId} (${where}): ${r.question}`, r.message];
  if (r.suggestion && !r.message.includes(`\`${r.suggestion}\``)) lines.push(`Did you mean \`${r.suggestion}\`?`);
  lines.push(`${formatRanks(r, runDepth)} (caused at ${formatLocation(r.location)}).`);
  return {
    level,
    path: r.location.path,
    startLine: r.location.line,
    ...(r.location.endLine !== undefined ? { endLine: r.location.endLine } : {}),
    title,
    message: truncateText(lines.join("\n"), MAX_MESSAGE),
  };
}
