import type { SourceReport } from "../usecases/index.js";
import type { Metrics } from "../evaluation/index.js";
import { baselineCounts, formatChunking, formatCoverage, formatQuality, strong, truncateText } from "./format.js";
import { describeBaseline, describeBaselineHealth, describeMissingBaseline, heldOutCell } from "./describeBaseline.js";
import { escapeMarkdown, escapeProse } from "./escape.js";
import { formatCount, plural } from "../formatCount.js";

/** Longest question text shown in a miss list, in code points before escaping. */
const MAX_QUESTION = 300;

/**
 * Everything about one source as escaped Markdown blocks, shared by the check report and the
 * comment; a skipped source only what was known without measuring. No heading: callers place it.
 */
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
  const rows = [
    `| | questions | recall@${k} | MRR | P@${k} | context tokens/query |`,
    "| :-- | --: | --: | --: | --: | --: |",
    metricRow("train", source.train),
    heldOutRow(source),
  ];
  const b = source.baseline;
  const counts = baselineCounts(source);
  if (b) rows.push(`| baseline | ${b.questions === null ? "–" : b.questions.train} | ${(counts?.recall ?? b.recall).toFixed(3)} | | | |`);
  blocks.push(rows.join("\n"));
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

/** The held-out row; under thresholdout only what it shows, since the metrics are withheld. */
function heldOutRow(source: SourceReport): string {
  const shown = heldOutCell(source);
  return shown === null ? metricRow("held-out", source.heldOut) : `| held-out | ${source.heldOut.questions} | ${shown} | – | – | – |`;
}

function metricRow(label: string, m: Metrics): string {
  if (m.questions === 0) return `| ${label} | 0 | – | – | – | – |`;
  return `| ${label} | ${m.questions} | ${m.recall.toFixed(3)} | ${m.mrr.toFixed(3)} | ${m.precision.toFixed(3)} | ${formatCount(m.contextTokensPerQuery)} |`;
}
