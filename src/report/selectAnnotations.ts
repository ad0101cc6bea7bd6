import type { Location, PullRequestReport, Regression, RegressionCause, StaleLabel } from "../usecases/index.js";
import { CAUSE_LABELS, formatKeyPlace, formatLocation, formatRanks, truncateText } from "./format.js";
import { showInvisible } from "./escape.js";

/** A plain-text file annotation (annotations render no Markdown), invisible characters shown; the path as it is. */
export interface Annotation {
  level: "error" | "warning";
  path: string;
  startLine: number;
  endLine?: number;
  title: string;
  message: string;
}

/** Stale labels, deleted and edited sections point at the very line to fix; an outranking chunk only at a rival. */
const CAUSE_ORDER: Array<RegressionCause | "stale-label"> = ["stale-label", "deleted-section", "edited-section", "outranked", "configuration", "unexplained"];

/** A regression or a stale label, with where it is: what an annotation is made from. */
type Located = { cause: RegressionCause | "stale-label"; location: Location; sourceId: string; questionId: string; split: Regression["split"]; item: Regression | StaleLabel };
const MAX_TITLE = 120;
const MAX_MESSAGE = 2_000;

/** An annotation per located regression and stale label, at most `limit` per level (`error`: stale or failing). */
export function selectAnnotations(report: PullRequestReport, limit = 10): { annotations: Annotation[]; omitted: number } {
  const failing = new Set(report.check.sources.filter((s) => s.verdict === "fail" || s.verdict === "error").map((s) => s.id));
  const located: Located[] = [
    ...report.regressions.flatMap((r) => (r.location ? [{ cause: r.cause, location: r.location, sourceId: r.sourceId, questionId: r.questionId, split: r.split, item: r }] : [])),
    ...report.staleLabels.flatMap((l) => (l.location ? [{ cause: "stale-label" as const, location: l.location, sourceId: l.sourceId, questionId: l.questionId, split: l.split, item: l }] : [])),
  ].sort(byImportance);
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

function byImportance(a: Located, b: Located): number {
  return (
    Number(a.split !== "train") - Number(b.split !== "train") ||
    CAUSE_ORDER.indexOf(a.cause) - CAUSE_ORDER.indexOf(b.cause) ||
    compare(a.location.path, b.location.path) ||
    a.location.line - b.location.line ||
    compare(a.sourceId, b.sourceId) ||
    compare(a.questionId, b.questionId)
  );
}

/** Code-unit order, not localeCompare: the same on every machine. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function annotation(r: Located, level: Annotation["level"], runDepth: number): Annotation {
  const where = r.sourceId ? `${r.sourceId}, ${r.split === "train" ? "train" : "held-out"}` : r.split === "train" ? "train" : "held-out";
  const title = truncateText(showInvisible(`chunkgate: ${r.questionId} lost its support (${CAUSE_LABELS[r.cause]})`), MAX_TITLE);
  const lines = [r.item.question.trim() === "" ? `${r.questionId} (${where})` : `${r.questionId} (${where}): ${r.item.question}`];
  if ("cause" in r.item) lines.push(r.item.message, `${formatRanks(r.item, runDepth)} (caused at ${formatLocation(r.location)}).`);
  else {
    lines.push(`Stale label at ${formatKeyPlace(r.item)}: ${r.item.message}. Fix: ${r.item.hint}`);
    lines.push(`${formatRanks({ baseRank: r.item.baseRank, headRank: null }, runDepth, "not scored")} (at ${formatLocation(r.location)}).`);
  }
  return {
    level,
    path: r.location.path,
    startLine: r.location.line,
    ...(r.location.endLine !== undefined ? { endLine: r.location.endLine } : {}),
    title,
    message: truncateText(showInvisible(lines.join("\n")), MAX_MESSAGE),
  };
}
