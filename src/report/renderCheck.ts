import { formatCount, plural } from "../formatCount.js";
import type { CheckReport, SourceReport, UnregisteredShape } from "../usecases/index.js";
import type { LabelProblem, Metrics } from "../evaluation/index.js";
import { alignColumns, baselineCounts, formatChunking, formatCoverage, formatEmbeddingStats, formatKeyPlace, formatQuality, strong, truncateText, verdictBadge } from "./format.js";
import { describeBaseline, describeBaselineHealth, describeMissingBaseline, describeRelabel, heldOutCell } from "./describe.js";
import { renderVerdictLine, renderVerdictText } from "./renderVerdictLine.js";
import { escapeCode, escapeMarkdown, escapeProse } from "./escape.js";

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
  lines.push(...alignColumns(metricRows(source, k, { dash: "-", tokens: (n) => n.toFixed(0), tokensHeader: "ctx tokens/q" })).map((l) => `  ${l}`));
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

/** The metrics table as cells, header first: train, held-out (only what thresholdout shows, if it guards it), the baseline. */
function metricRows(source: SourceReport, k: number, style: { dash: string; tokens: (n: number) => string; tokensHeader: string }): string[][] {
  const { dash } = style;
  const row = (label: string, m: Metrics) =>
    m.questions === 0 ? [label, "0", dash, dash, dash, dash] : [label, String(m.questions), m.recall.toFixed(3), m.mrr.toFixed(3), m.precision.toFixed(3), style.tokens(m.contextTokensPerQuery)];
  const shown = heldOutCell(source);
  const rows = [["", "questions", `recall@${k}`, "MRR", `P@${k}`, style.tokensHeader], row("train", source.train)];
  rows.push(shown === null ? row("held-out", source.heldOut) : ["held-out", String(source.heldOut.questions), shown, dash, dash, dash]);
  const b = source.baseline;
  if (b) rows.push(["baseline", b.questions === null ? dash : String(b.questions.train), (baselineCounts(source)?.recall ?? b.recall).toFixed(3), "", "", ""]);
  return rows;
}

/** The check as escaped Markdown (`chunkgate check --format md`), safe to paste anywhere; not length-bounded. */
export function renderCheckMarkdown(report: CheckReport): string {
  const blocks: string[] = [
    renderVerdictLine(report),
    `${escapeCode(report.registry)} · golden set ${escapeCode(report.goldenSet)} · ${escapeMarkdown(report.retriever)} · k=${report.k} · run depth ${report.runDepth}`,
  ];
  if (report.embeddings) blocks.push(`Embeddings: ${escapeMarkdown(formatEmbeddingStats(report.embeddings))}.`);
  if (report.sources.length === 0) blocks.push("No source was evaluated.");
  for (const source of report.sources) {
    blocks.push(`### ${escapeMarkdown(source.id)}: ${verdictBadge(source.verdict)}`, renderSourceMarkdown(source, report));
  }
  if (report.labelProblems.length > 0) {
    blocks.push(
      `### Stale labels (${report.labelProblems.length})`,
      "These questions' golden-set keys no longer fit the corpus, so they were not scored. Fix them before trusting the numbers above.",
      renderLabelProblems(report.labelProblems),
    );
  }
  const unregistered = renderUnregisteredMarkdown(report.unregistered);
  if (unregistered !== null) blocks.push("### Unregistered shapes", unregistered);
  if (report.unanswerable.length > 0) {
    blocks.push(
      "### No answer in the corpus",
      `${plural(report.unanswerable.length, "question")} ${report.unanswerable.length === 1 ? "has" : "have"} \`supporting: []\` and ${report.unanswerable.length === 1 ? "is" : "are"} kept out of the metrics: ${report.unanswerable.map((q) => escapeMarkdown(q.id)).join(", ")}.`,
    );
  }
  if (report.warnings.length > 0) {
    blocks.push(`### Warnings (${report.warnings.length})`, report.warnings.map((w) => `- ${escapeProse(w)}`).join("\n"));
  }
  return blocks.join("\n\n") + "\n";
}

/** Longest question text shown in a miss list, in code points before escaping. */
const MAX_QUESTION = 300;

/** Everything about one source as escaped Markdown blocks, without a heading, for the check report and the comment. */
export function renderSourceMarkdown(source: SourceReport, options: { k: number; runDepth: number }): string {
  const { k } = options;
  const blocks: string[] = [`Chunking: ${escapeMarkdown(formatChunking(source.chunking))}.`, escapeProse(source.summary)];
  if (source.fix) blocks.push(`Fix: ${escapeProse(source.fix)}`);
  if (source.verdict === "skipped") {
    blocks.push(`${formatCount(source.cost.chunks)} chunks from ${plural(source.cost.documents, "document")} were not scored.`);
    if (source.coverage) blocks.push(`Coverage: ${formatCoverage(source.coverage)}.`);
    return blocks.join("\n\n");
  }
  if (source.notes.length > 0) blocks.push(source.notes.map((note) => `- Note: ${escapeProse(note)}`).join("\n"));
  const table = metricRows(source, k, { dash: "–", tokens: formatCount, tokensHeader: "context tokens/query" });
  const [header, ...rows] = table.map((cells) => `|${cells.map((c) => (c === "" ? " " : ` ${c} `)).join("|")}|`);
  blocks.push([header, "| :-- | --: | --: | --: | --: | --: |", ...rows].join("\n"));
  const measured = describeBaseline(source);
  if (measured !== null) blocks.push(escapeMarkdown(`${measured}.`));
  const missing = describeMissingBaseline(source);
  if (missing !== null) blocks.push(`- Note: ${escapeProse(missing)}`);
  const health = describeBaselineHealth(source);
  if (health.length > 0) blocks.push(health.map((line) => `- ${escapeProse(line)}`).join("\n"));
  const c = source.cost;
  blocks.push(
    `Cost: ${formatCount(c.chunks)} chunks, ${formatCount(c.storedTokens)} stored tokens (${c.fold.toFixed(2)}× the source's ${formatCount(c.sourceTokens)}) from ${plural(c.documents, "document")} and ${plural(c.sections, "section")}.`,
  );
  if (c.parents) blocks.push(`Parents: ${formatCount(c.chunks)} children of at most ${source.chunking.childSize ?? "?"} ${source.chunking.unit} return ${formatCount(c.parents.count)} parents of at most ${source.chunking.size} (${formatCount(c.parents.tokens)} tokens).`);
  if (source.coverage) blocks.push(`Coverage: ${formatCoverage(source.coverage)}.`);
  if (c.quality) blocks.push(`Chunk quality: ${formatQuality(c.quality)}${c.quality.flagged > 0 ? "; `chunkgate chunks --warnings` lists them" : ""}.`);
  for (const split of ["train", "held_out"] as const) {
    const missed = source.questions.filter((q) => !q.hit && q.split === split);
    if (missed.length === 0) continue;
    const items = missed.map((q) => {
      const rank = q.firstRelevantRank === null ? `not in the top ${options.runDepth}` : `rank ${q.firstRelevantRank}`;
      const text = q.question.trim() === "" ? "" : `: ${escapeMarkdown(truncateText(q.question, MAX_QUESTION))}`;
      return `- ${strong(q.id)} (${rank})${text}`;
    });
    blocks.push(`Missed (${split === "train" ? "train" : "held-out"}, ${missed.length} of ${split === "train" ? source.train.questions : source.heldOut.questions}):\n\n${items.join("\n")}`);
  }
  return blocks.join("\n\n");
}

/** Stale labels as an escaped Markdown list (each key's place, problem and fix), then describeRelabel's sentence. */
export function renderLabelProblems(problems: readonly LabelProblem[]): string {
  const list = problems.map((p) => `- ${strong(p.questionId)} at ${escapeCode(formatKeyPlace(p))}: ${escapeProse(p.message)}. Fix: ${escapeProse(p.hint)}`).join("\n");
  const relabel = describeRelabel(problems);
  return relabel === null ? list : `${list}\n\n${escapeProse(relabel)}`;
}

/** How many paths one shape lists before "and N more". */
const LISTED = 10;

/** Documents no source includes, as Markdown: each shape's glob and documents, every path a code span. Null when none. */
export function renderUnregisteredMarkdown(shapes: readonly UnregisteredShape[]): string | null {
  if (shapes.length === 0) return null;
  const items = shapes.map((shape) => {
    const listed = shape.paths.slice(0, LISTED).map(escapeCode).join(", ");
    const more = shape.paths.length > LISTED ? ` and ${shape.paths.length - LISTED} more` : "";
    return `- ${escapeCode(shape.glob)} would register ${listed}${more}`;
  });
  return `These documents match no source, so no change to them is gated. Add a source whose \`include\` is the glob shown (measure it with \`chunkgate sweep\` and \`chunkgate record\`), or add the glob to an existing source's \`include\`.\n\n${items.join("\n")}`;
}
