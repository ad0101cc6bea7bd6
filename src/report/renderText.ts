import { plural } from "../formatCount.js";
import type { CheckReport, SourceReport } from "../usecases/index.js";
import type { Metrics } from "../evaluation/index.js";
import { alignColumns, baselineCounts, formatChunking, formatCoverage, formatEmbeddingStats, formatKeyPlace, formatQuality } from "./format.js";
import { describeBaseline, describeBaselineHealth, describeMissingBaseline, heldOutCell } from "./describeBaseline.js";
import { describeRelabel } from "./describeRelabel.js";
import { renderVerdictText } from "./renderVerdictLine.js";

/** The check as plain text for a terminal, the verdict line last. */
export function renderText(report: CheckReport): string {
  const out: string[] = [];
  out.push(
    `chunkgate check: ${report.registry} · ${report.goldenSet} · ${report.retriever} · k=${report.k} · run depth ${report.runDepth}`,
    "",
  );
  for (const source of report.sources) out.push(...renderSourceText(source, report.k), "");
  out.push(...renderLabelProblemsText(report.labelProblems));
  out.push(...renderUnregisteredText(report));
  if (report.unanswerable.length > 0) {
    out.push(`No answer in the corpus (${report.unanswerable.length}, kept out of the metrics): ${report.unanswerable.map((q) => q.id).join(", ")}`, "");
  }
  if (report.drafts && report.drafts.waiting > 0) {
    out.push(`Drafts waiting: ${report.drafts.waiting} in ${report.drafts.file} (chunkgate suggest); they count for nothing until moved into ${report.goldenSet}`, "");
  }
  for (const w of report.warnings) out.push(`warning: ${w}`);
  if (report.embeddings) out.push(`embeddings: ${formatEmbeddingStats(report.embeddings)}`);
  out.push(renderVerdictText(report));
  return out.join("\n") + "\n";
}

/** Stale labels as text lines with a blank line after; none when there are none. */
export function renderLabelProblemsText(problems: CheckReport["labelProblems"]): string[] {
  if (problems.length === 0) return [];
  const out = [`Stale labels (${problems.length}): these questions were not scored`];
  for (const p of problems) out.push(`  ${formatKeyPlace(p)}: ${p.questionId}: ${p.message}`, `    fix: ${p.hint}`);
  const relabel = describeRelabel(problems);
  if (relabel !== null) out.push(`  ${relabel}`);
  out.push("");
  return out;
}

/** Unregistered shapes as text lines with a blank line after; none when there are none. */
export function renderUnregisteredText(report: CheckReport): string[] {
  if (report.unregistered.length === 0) return [];
  const n = report.unregistered.reduce((sum, shape) => sum + shape.paths.length, 0);
  const out = [`Unregistered shapes (${plural(n, "document")} no source includes, so nothing gates them; add a source with the glob, or add it to a source's include)`];
  for (const shape of report.unregistered) out.push(`  ${shape.glob}: ${shape.paths.join(", ")}`);
  out.push("");
  return out;
}

/** One source's block of the text report: its verdict, why, the metrics table, the band, the cost and its misses. */
export function renderSourceText(source: SourceReport, k: number): string[] {
  const lines = [`${source.id} · ${formatChunking(source.chunking)} · ${source.verdict.toUpperCase()}`, `  ${source.summary}`];
  if (source.fix) lines.push(`  fix: ${source.fix}`);
  for (const note of source.notes) lines.push(`  note: ${note}`);
  if (source.verdict === "skipped") {
    lines.push(`  cost: ${source.cost.documents} documents, ${source.cost.sections} sections → ${source.cost.chunks} chunks (not scored)`);
    if (source.coverage) lines.push(`  coverage: ${formatCoverage(source.coverage)}`);
    return lines;
  }
  const rows: string[][] = [["", "questions", `recall@${k}`, "MRR", `P@${k}`, "ctx tokens/q"]];
  const shown = heldOutCell(source);
  rows.push(metricRow("train", source.train), shown === null ? metricRow("held-out", source.heldOut) : ["held-out", String(source.heldOut.questions), shown, "-", "-", "-"]);
  if (source.baseline) {
    const b = source.baseline;
    const counts = baselineCounts(source);
    rows.push(["baseline", b.questions === null ? "-" : String(b.questions.train), (counts?.recall ?? b.recall).toFixed(3), "", "", ""]);
  }
  lines.push(...alignColumns(rows).map((l) => `  ${l}`));
  const measured = describeBaseline(source);
  if (measured !== null) lines.push(`  ${measured.charAt(0).toLowerCase()}${measured.slice(1)}`);
  const missing = describeMissingBaseline(source);
  if (missing !== null) lines.push(`  note: ${missing}`);
  for (const line of describeBaselineHealth(source)) lines.push(`  ${line.charAt(0).toLowerCase()}${line.slice(1)}`);
  const c = source.cost;
  lines.push(
    `  cost: ${c.documents} documents, ${c.sections} sections → ${c.chunks} chunks, ${c.storedTokens} stored tokens (${c.fold.toFixed(2)}× the source's ${c.sourceTokens})`,
  );
  if (c.parents) lines.push(`  parents: ${c.chunks} children of at most ${source.chunking.childSize ?? "?"} ${source.chunking.unit} return ${c.parents.count} parents of at most ${source.chunking.size} (${c.parents.tokens} tokens)`);
  if (source.coverage) lines.push(`  coverage: ${formatCoverage(source.coverage)}`);
  if (c.quality) lines.push(`  chunk quality: ${formatQuality(c.quality)}${c.quality.flagged > 0 ? " — chunkgate chunks --warnings lists them" : ""}`);
  const misses = source.questions.filter((q) => !q.hit);
  for (const split of ["train", "held_out"] as const) {
    const missed = misses.filter((q) => q.split === split);
    if (missed.length === 0) continue;
    const list = missed.map((q) => `${q.id} (${q.firstRelevantRank === null ? "not retrieved" : `rank ${q.firstRelevantRank}`})`);
    lines.push(`  missed (${split === "train" ? "train" : "held-out"}): ${list.join(", ")}`);
  }
  return lines;
}

function metricRow(label: string, m: Metrics): string[] {
  if (m.questions === 0) return [label, "0", "-", "-", "-", "-"];
  return [label, String(m.questions), m.recall.toFixed(3), m.mrr.toFixed(3), m.precision.toFixed(3), m.contextTokensPerQuery.toFixed(0)];
}
