import { belowMin, COST_RISE_SHARE, costRiseReason, percent, type PatchCoverage, type PullRequestReport } from "../usecases/index.js";
import { CAUSE_LABELS, formatEmbeddingStats, formatKeyPlace, formatLocation, formatRanks } from "./format.js";
import { describeRelabel } from "./describe.js";
import { plural } from "../formatCount.js";
import { renderBaselineChangesText } from "./pullRequestParts.js";
import { renderSourceText, renderUnregisteredText } from "./renderCheck.js";
import { renderVerdictText } from "./renderVerdictLine.js";

/** A pull-request check as plain text (`chunkgate check --base`): the same facts as the comment. */
export function renderPullRequestText(report: PullRequestReport): string {
  const { check } = report;
  const out: string[] = [];
  const base = report.baseSha === null ? "base unavailable" : `base ${report.baseSha.slice(0, 7)}`;
  out.push(`chunkgate check: ${report.registryPath} · head ${report.headSha.slice(0, 7)} · ${base} · ${plural(report.changedFiles, "changed file")} · ${check.retriever} · k=${check.k}`, "");
  out.push(...renderBaselineChangesText(report.baselineChanges));
  if (check.sources.length === 0) out.push("No source was evaluated: the change touches none of the registry's sources.", "");
  for (const source of check.sources) {
    const [first, ...rest] = renderSourceText(source, check.k);
    const why = report.touched.find((t) => t.id === source.id)?.reason;
    out.push(first!, ...(why ? [`  touched: ${why}`] : []), ...rest, "");
  }
  if (report.regressions.length > 0) {
    out.push(`Regressed questions (${report.regressions.length}): hit at the base, missed at head`);
    for (const r of report.regressions) {
      const place = r.cause === "deleted-section" ? r.deleted : r.location;
      const facts = [r.questionId, ...(r.sourceId ? [r.sourceId] : []), r.split === "train" ? "train" : "held-out", place ? `${CAUSE_LABELS[r.cause]} at ${formatLocation(place)}` : CAUSE_LABELS[r.cause], formatRanks(r, check.runDepth)];
      out.push(`  ${facts.join(" · ")}`, ...(r.question.trim() ? [`    ${r.question.trim()}`] : []), `    ${r.message}`);
    }
    out.push("");
  } else if (check.sources.length > 0) {
    out.push(report.baseSha === null ? "The base could not be read, so no question was compared with its result before this change." : `No question went from hit to miss against the base ${report.baseSha.slice(0, 7)}.`, "");
  }
  if (report.staleLabels.length > 0) {
    out.push(`Stale labels (${report.staleLabels.length}): these golden-set keys no longer fit the corpus, so their questions were not scored`);
    for (const l of report.staleLabels) {
      const facts = [`${formatKeyPlace(l)} (${l.key})`, l.questionId, ...(l.sourceId ? [l.sourceId] : [])];
      if (l.location && l.location.path !== l.file) facts.push(`changed at ${formatLocation(l.location)}`);
      facts.push(formatRanks({ baseRank: l.baseRank, headRank: null }, check.runDepth, "not scored"));
      out.push(`  ${facts.join(" · ")}`, `    ${l.message}`, `    fix: ${l.hint}`);
    }
    const relabel = describeRelabel(report.staleLabels);
    if (relabel !== null) out.push(`  ${relabel}`);
    out.push("");
  }
  if (report.unfitAfterMerge.length > 0) {
    out.push(`Keys that fit nothing after the merge (${report.unfitAfterMerge.length}): this pull request deletes what they name, so main's \`chunkgate check\` will call them stale labels`);
    for (const p of report.unfitAfterMerge) out.push(`  ${formatKeyPlace(p)} (${p.key}) · ${p.questionId}`, `    ${p.message}`);
    out.push("  fix: key each question to where its answer now is, or mark it unanswerable (`supporting: []`)", "");
  }
  if (report.costRises.length > 0) {
    out.push(`Cost (${plural(report.costRises.length, "rise")} over ${Math.round(COST_RISE_SHARE * 100)}%):`, ...report.costRises.map((r) => `  ${costRiseReason(r)}`), "");
  }
  if (report.patchCoverage) out.push(...patchCoverageText(report.patchCoverage, check.goldenSet));
  out.push(...renderUnregisteredText(check));
  if (report.skipped.length > 0) {
    out.push(`Not touched (${report.skipped.length}): ${report.skipped.map((s) => `${s.id} (${s.reason})`).join("; ")}`, "");
  }
  if (check.unanswerable.length > 0) out.push(`No answer in the corpus (${check.unanswerable.length}, kept out of the metrics): ${check.unanswerable.map((q) => q.id).join(", ")}`, "");
  for (const w of check.warnings) out.push(`warning: ${w}`);
  if (check.embeddings) out.push(`embeddings: ${formatEmbeddingStats(check.embeddings)}`);
  out.push(renderVerdictText(check, report));
  return out.join("\n") + "\n";
}

/** Patch coverage as text lines with a blank line after; none when the change adds or changes no section with text. */
function patchCoverageText(patch: PatchCoverage, goldenSet: string): string[] {
  if (patch.sections === 0) return [];
  const gate = patch.patch !== "note" && belowMin(patch) ? ` (below coverage.min ${percent(patch.min)}: ${patch.patch})` : "";
  const out = [`Patch coverage: ${percent(patch.covered / patch.sections)} · ${patch.covered} of ${plural(patch.sections, "new or changed section")} keyed by a golden-set question${gate}`];
  for (const u of patch.uncovered) out.push(`  uncovered: ${u.path}:${u.line}${u.headingPath.length > 0 ? ` · ${u.headingPath.join(" > ")}` : ""} · ${u.sourceId}`);
  if (patch.yaml !== "") out.push(`Drafts for them (chunkgate suggest): rewrite each question as a reader would ask it, then paste the entries you keep into ${goldenSet}:`, patch.yaml.trimEnd());
  out.push("");
  return out;
}
