import { costRiseReason, type PullRequestReport, type SourceReport } from "../usecases/index.js";
import type { LabelProblem } from "../evaluation/index.js";
import { baselineCounts, formatEmbeddingStats, formatKeyPlace, recallWithCounts, strong, truncateText, verdictBadge } from "./format.js";
import { commentMarker, headMarker } from "./commentMarkers.js";
import { escapeCode, escapeHtml, escapeMarkdown, escapeProse } from "./escape.js";
import { formatCount, plural } from "../formatCount.js";
import { describeRelabel, heldOutCell } from "./describe.js";
import { renderBaselineChangesMarkdown, renderPatchCoverageMarkdown, renderRegression, renderStaleLabel } from "./pullRequestParts.js";
import { renderSourceMarkdown, renderUnregisteredMarkdown } from "./renderCheck.js";
import { renderVerdictLine } from "./renderVerdictLine.js";
import { cutUntilFits, shrinkToFit } from "./cutUntilFits.js";
import type { Annotation } from "./selectAnnotations.js";

/** Under GitHub's 65,536-character limit on comment bodies, with room to spare. */
const DEFAULT_MAX_LENGTH = 65_000;
/** GitHub's limit on an issue comment's body, in characters. */
const COMMENT_MAX_LENGTH = 65_536;
/** The most UTF-16 code units certain to fit a job summary (1 MiB): a code unit is at most 3 bytes in UTF-8. */
export const SUMMARY_MAX_LENGTH = Math.floor((1024 * 1024) / 3) - 4096;
/** Room kept for the list of annotations GitHub could not show. */
const OMITTED_MAX_LENGTH = 64 * 1024;
/** How many skipped source ids the skipped section's one-line summary names before "and N more". */
const SUMMARY_IDS = 10;
/** How many keys that fit nothing after the merge the comment lists; the JSON report has them all. */
const UNFIT_SHOWN = 30;
/** How many cost rises the comment's head names (never cut, so bounded here). */
const COST_RISES_SHOWN = 5;
const SEE_ALSO = "(see the job summary / JSON report)";

/** A collapsed section: what it shows, how it is named when left out, and when it goes (lower first). */
interface DetailsSection {
  block: string;
  omitted: string;
  dropOrder: number;
}

/**
 * The PR comment and job summary body for one registry, never longer than `maxLength` UTF-16 code units:
 * the least important parts go first, each cut named; the markers and the verdict line never do.
 */
export function renderPullRequestMarkdown(report: PullRequestReport, options: { maxLength?: number } = {}): string {
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const { check } = report;
  const head = headBlocks(report);
  const rows = check.sources.map(sourceRow);
  const regressions = report.regressions.map((r) => renderRegression(r, { runDepth: check.runDepth }));
  const stale = report.staleLabels.map((l) => renderStaleLabel(l, { runDepth: check.runDepth }));
  const relabel = describeRelabel(report.staleLabels);
  const patch = report.patchCoverage ? renderPatchCoverageMarkdown(report.patchCoverage, check.goldenSet) : null;
  const collapsed = [...(patch?.blocks ?? []).map((b) => ({ block: details(b.summary, b.body), omitted: b.omitted, dropOrder: 1 })), ...detailsSections(report)];
  const table = [
    `| source | verdict | train recall@${check.k} vs baseline | held-out | band floor | chunks | stored tokens | ctx tokens/query |`,
    "| :-- | :-- | --: | --: | --: | --: | --: | --: |",
  ];
  const footerBlock = footer(report);
  const cut = { dropped: new Set<number>(), regressions: regressions.length, stale: stale.length, footer: true, rows: rows.length };
  const assemble = (): string => {
    const blocks = [...head];
    if (rows.length === 0) blocks.push("No source was evaluated: this pull request touches none of the registry's sources.");
    else {
      blocks.push([...table, ...rows.slice(0, cut.rows)].join("\n"));
      const hidden = rows.length - cut.rows;
      if (hidden > 0) blocks.push(`… ${plural(hidden, "more source")} not shown ${SEE_ALSO}.`);
    }
    if (regressions.length > 0) {
      blocks.push(`### Regressed questions (${regressions.length}): hit at the base, missed at head`, ...shownItems(regressions, cut.regressions, "regressed question"));
    } else if (report.baseSha === null) blocks.push("The base could not be read, so no question was compared with its result before this change.");
    else if (rows.length > 0) blocks.push(`No question went from hit to miss against the base ${escapeCode(report.baseSha.slice(0, 7))}.`);
    if (stale.length > 0) {
      blocks.push(`### Stale labels (${stale.length})\n\n${STALE_INTRO}`, ...shownItems(stale, cut.stale, "stale label"));
      if (relabel !== null) blocks.push(escapeProse(relabel));
    }
    const unfit = report.unfitAfterMerge;
    if (unfit.length > 0) {
      const more = unfit.length > UNFIT_SHOWN ? [`- … ${unfit.length - UNFIT_SHOWN} more ${SEE_ALSO}`] : [];
      blocks.push(`### Keys that fit nothing after the merge (${unfit.length})\n\n${UNFIT_INTRO}`, [...unfit.slice(0, UNFIT_SHOWN).map(renderUnfitKey), ...more].join("\n"));
    }
    if (patch) blocks.push(patch.head);
    blocks.push(...collapsed.filter((_, i) => !cut.dropped.has(i)).map((d) => d.block));
    const omitted = collapsed.filter((_, i) => cut.dropped.has(i)).map((d) => d.omitted);
    if (omitted.length > 0) blocks.push(`… Left out to stay under GitHub's comment size limit: ${omitted.join(", ")} ${SEE_ALSO}.`);
    if (cut.footer) blocks.push(footerBlock);
    return blocks.join("\n\n") + "\n";
  };
  const fits = () => assemble().length <= maxLength;
  // details first (of one kind, the last shown first), then the lists' tails, footer and table tail, each kept as fits
  const byDropOrder = collapsed.map((_, i) => i).sort((a, b) => collapsed[a]!.dropOrder - collapsed[b]!.dropOrder || b - a);
  const steps = [
    ...byDropOrder.map((i) => () => cut.dropped.add(i)),
    () => shrinkToFit(cut, "regressions", regressions.length - 1, fits),
    () => shrinkToFit(cut, "stale", stale.length - 1, fits),
    () => (cut.footer = false),
    () => shrinkToFit(cut, "rows", rows.length - 1, fits),
  ];
  return cutUntilFits(fits, steps) ? assemble() : head.join("\n\n") + "\n";
}

/** The gate comment, byte for byte what `check --base REF --format md` prints; `lastLine` (the action's state) is kept whole. */
export function renderComment(report: PullRequestReport, lastLine = ""): string {
  if (lastLine === "") return renderPullRequestMarkdown(report, { maxLength: COMMENT_MAX_LENGTH });
  return `${renderPullRequestMarkdown(report, { maxLength: COMMENT_MAX_LENGTH - lastLine.length - 1 })}\n${lastLine}`;
}

/** The job summary: the comment's Markdown under the summary's limit, then the annotations GitHub could not show. */
export function renderSummary(report: PullRequestReport, omitted: readonly Annotation[], maxLength: number = SUMMARY_MAX_LENGTH): string {
  let list = omitted.length === 0 ? "" : `\n### Annotations not shown on the diff (${omitted.length})\n\nGitHub shows at most 10 error and 10 warning annotations per step; these did not fit:\n\n`;
  for (const [i, a] of omitted.entries()) {
    const line = `- ${a.level} at ${escapeCode(`${a.path}:${a.startLine}`)}: ${escapeProse(a.title)}: ${escapeProse(a.message)}\n`;
    if (list.length + line.length > OMITTED_MAX_LENGTH) {
      list += `- … and ${omitted.length - i} more (see the JSON report)\n`;
      break;
    }
    list += line;
  }
  return renderPullRequestMarkdown(report, { maxLength: maxLength - list.length }) + list;
}

const STALE_INTRO = "These golden-set keys no longer fit the corpus, so their questions were not scored: retrieval itself is not what changed. Fix them before trusting the numbers.";
const UNFIT_INTRO =
  "This pull request deletes what these golden-set keys name. Here their questions count as misses; once merged, `chunkgate check` on main calls them stale labels and stops with an error. Key each question to where its answer now is, or mark it unanswerable (`supporting: []`), in this pull request.";

/** The first `shown` items as one block, then how many more are not shown; nothing for an empty list. */
function shownItems(items: readonly string[], shown: number, noun: string): string[] {
  const hidden = items.length - shown;
  const blocks = shown > 0 ? [items.slice(0, shown).join("\n")] : [];
  if (hidden > 0) blocks.push(`… ${hidden} ${shown > 0 ? "more " : ""}${noun}${hidden === 1 ? "" : "s"} not shown ${SEE_ALSO}.`);
  return blocks;
}

/** Markers, the verdict line, the downgrade sentence, the baseline changes, cost rises and a skipped source's fix: never cut. */
function headBlocks(report: PullRequestReport): string[] {
  const { check } = report;
  const head = [`${commentMarker(report.registryPath)}\n${headMarker(report.headSha)}`, renderVerdictLine(check, report)];
  if (report.failureDowngraded) head.push("The check was not failed because this workflow sets `on-regression: comment`.");
  // what the pull request changes about the yardstick goes first, where no cut reaches it
  const changes = renderBaselineChangesMarkdown(report.baselineChanges);
  if (changes !== null) head.push(truncateText(changes, 20_000));
  // a cost rise is a decision to make, not a detail: said where it is seen
  if (report.costRises.length > 0) {
    const more = report.costRises.length - COST_RISES_SHOWN;
    head.push([...report.costRises.slice(0, COST_RISES_SHOWN).map((r) => `Cost: ${escapeProse(costRiseReason(r))}.`), ...(more > 0 ? [`… ${plural(more, "more cost rise")} ${SEE_ALSO}.`] : [])].join("\n"));
  }
  // a skipped source is the one verdict whose remedy is not in the diff: say it where it is seen
  const fix = check.sources.find((s) => s.verdict === "skipped" && s.fix)?.fix;
  if (fix) head.push(`Fix: ${escapeProse(truncateText(fix, 600))}`);
  return head;
}

/** One key that fits nothing after the merge: question, key place, and what the plain check will say of it. */
function renderUnfitKey(problem: LabelProblem): string {
  return `- ${strong(problem.questionId)} · key ${escapeCode(formatKeyPlace(problem))} (${escapeCode(problem.key)}): ${escapeProse(truncateText(problem.message, 600))}`;
}

function sourceRow(source: SourceReport): string {
  const counts = baselineCounts(source);
  const baseline = counts !== null ? ` vs ${recallWithCounts(counts)}` : source.baseline ? ` vs ${source.baseline.recall.toFixed(3)}` : " (no baseline)";
  const cells = [
    escapeMarkdown(source.id),
    verdictBadge(source.verdict),
    source.train.questions === 0 ? "–" : `${recallWithCounts(source.train)}${baseline}`,
    source.heldOut.questions === 0 ? "–" : (heldOutCell(source) ?? recallWithCounts(source.heldOut)),
    source.band ? source.band.floor.toFixed(3) : "–",
    formatCount(source.cost.chunks),
    formatCount(source.cost.storedTokens),
    source.train.questions === 0 ? "–" : formatCount(source.train.contextTokensPerQuery),
  ];
  return `| ${cells.join(" | ")} |`;
}

function detailsSections(report: PullRequestReport): DetailsSection[] {
  const { check } = report;
  const sections: DetailsSection[] = [];
  for (const source of check.sources) {
    const touched = report.touched.find((t) => t.id === source.id);
    const why = touched ? `Evaluated because ${escapeProse(touched.reason)}.\n\n` : "";
    sections.push({
      block: details(`${source.id}: ${source.verdict} · chunking, metrics, misses`, why + renderSourceMarkdown(source, check)),
      omitted: `details of ${escapeMarkdown(source.id)}`,
      dropOrder: 1,
    });
  }
  if (report.skipped.length > 0) {
    const n = report.skipped.length;
    const ids = report.skipped.slice(0, SUMMARY_IDS).map((s) => s.id);
    const more = n > SUMMARY_IDS ? ` and ${n - SUMMARY_IDS} more` : "";
    sections.push({
      block: details(`${n} ${n === 1 ? "source" : "sources"} not touched by this PR: ${ids.join(", ")}${more}`, report.skipped.map((s) => `- ${strong(s.id)}: ${escapeProse(s.reason)}`).join("\n")),
      omitted: `the list of ${plural(n, "source")} not touched by this PR`,
      dropOrder: 4,
    });
  }
  if (check.unanswerable.length > 0) {
    const n = check.unanswerable.length;
    const items = check.unanswerable.map((q) => `- ${strong(q.id)}${q.question.trim() ? `: ${escapeMarkdown(truncateText(q.question, 300))}` : ""}`);
    sections.push({ block: details(`${plural(n, "question")} with no answer in the corpus (kept out of the metrics)`, items.join("\n")), omitted: plural(n, "unanswerable question"), dropOrder: 0 });
  }
  const unregistered = renderUnregisteredMarkdown(check.unregistered);
  if (unregistered !== null) {
    const n = check.unregistered.reduce((sum, shape) => sum + shape.paths.length, 0);
    sections.push({ block: details(`${plural(n, "changed document")} no source includes (unregistered shape)`, unregistered), omitted: "the unregistered documents", dropOrder: 2 });
  }
  if (check.warnings.length > 0) {
    const n = check.warnings.length;
    sections.push({ block: details(`Warnings (${n})`, check.warnings.map((w) => `- ${escapeProse(w)}`).join("\n")), omitted: plural(n, "warning"), dropOrder: 3 });
  }
  return sections;
}

/** A collapsed section: its summary is raw HTML, so HTML-escaped; blank lines let the body render as Markdown. */
function details(summary: string, body: string): string {
  return `<details>\n<summary>${escapeHtml(truncateText(summary, 300))}</summary>\n\n${body}\n\n</details>`;
}

function footer(report: PullRequestReport): string {
  const { check } = report;
  const base = report.baseSha === null ? "base unavailable" : `base ${escapeCode(report.baseSha.slice(0, 7))}`;
  const files = plural(report.changedFiles, "changed file");
  const embeddings = check.embeddings ? ` · embeddings: ${escapeMarkdown(formatEmbeddingStats(check.embeddings))}` : "";
  return `<sub>chunkgate · head ${escapeCode(report.headSha.slice(0, 7))} · ${base} · ${escapeCode(check.registry)} · ${escapeMarkdown(check.retriever)} · k=${check.k} · ${files}${embeddings}</sub>`;
}
