import type { Location, RegressionCause, SourceReport } from "../usecases/index.js";
import { CHUNK_WARNING_KINDS, type ChunkingParams, type QualitySummary } from "../chunking/index.js";
import type { Coverage } from "../evaluation/index.js";
import { formatCount, plural } from "../formatCount.js";
import type { EmbeddingStats } from "../retrieval/index.js";
import { escapeMarkdown } from "./escape.js";
import type { Verdict } from "../gate/index.js";

/** Rows as text columns two spaces apart: the first `left` columns padded on the right, the rest (numbers) on the left; no trailing spaces. */
export function alignColumns(rows: readonly string[][], left = 1): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  return rows.map((r) => r.map((cell, c) => (c < left ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd());
}

/** The baseline's recall as the hits and questions it stands for (else on today's train questions, as gated). */
export function baselineCounts(source: Pick<SourceReport, "baseline" | "train">): { hits: number; questions: number; recall: number } | null {
  const b = source.baseline;
  if (b === null) return null;
  const questions = b.questions?.train ?? source.train.questions;
  if (questions === 0) return null;
  const hits = Math.round(b.recall * questions);
  return { hits, questions, recall: hits / questions };
}

/** A regression's cause in a few plain words ("stale label", "section edited"), the same in every report. */
export const CAUSE_LABELS: Record<RegressionCause | "stale-label", string> = {
  "stale-label": "stale label",
  "edited-section": "section edited",
  "deleted-section": "section deleted",
  outranked: "outranked",
  configuration: "configuration changed",
  unexplained: "unexplained",
};

/** `text` (ending in a newline) as a fenced `info` block, its fence longer than any run of backticks inside so nothing in it can end the block. */
export function fencedBlock(text: string, info: string): string {
  const fence = "`".repeat(Math.max(3, ...(text.match(/`+/g) ?? []).map((run) => run.length + 1)));
  return `${fence}${info}\n${text}${fence}`;
}

/** `structural 120/20 words, context header`: a chunking configuration in one short phrase. */
export function formatChunking(params: ChunkingParams): string {
  const unit = params.unit === "tokens" ? `tokens (${params.tokenizer})` : "words";
  let size = params.strategy === "page" ? "whole documents" : `${params.size}/${params.overlap} ${unit}`;
  if (params.strategy === "parent-child") size = `children ${params.childSize ?? "?"}/${params.overlap}, parents ${params.size} ${unit}`;
  if (params.strategy === "langchain-recursive") {
    const length = params.lengthUnit === "tokens" ? `tokens (${params.tokenizer})` : "characters";
    size = `${params.size}/${params.overlap} ${length}${params.separators ? `, separators ${JSON.stringify(params.separators)}` : ""}`;
  }
  const merge = params.mergeSmallSections ? ", small sections merged" : "";
  return `${params.strategy} ${size}${merge}${params.contextHeader ? ", context header" : ", no header"}`;
}

/** A source's coverage by sections with text and by their tokens; none to key says so rather than dividing by zero. */
export function formatCoverage(c: Coverage): string {
  if (c.sections === 0) return "no section with text to key";
  const share = (part: number, all: number) => `${all === 0 ? "0.0" : ((part / all) * 100).toFixed(1)}%`;
  return `${formatCount(c.coveredSections)} of ${formatCount(c.sections)} sections (${share(c.coveredSections, c.sections)}), ${formatCount(c.coveredTokens)} of ${formatCount(c.tokens)} content tokens (${share(c.coveredTokens, c.tokens)}) keyed by a question`;
}

/** A run's embedding cost in one plain-text clause: texts, cache hits, requests, retries and tokens billed. */
export function formatEmbeddingStats(stats: EmbeddingStats): string {
  const retries = stats.retries > 0 ? ` (${stats.retries} ${stats.retries === 1 ? "retry" : "retries"})` : "";
  const embedded = stats.embedded > 0 || stats.requests > 0 ? `, ${formatCount(stats.embedded)} embedded in ${plural(stats.requests, "request")}${retries}` : ", none embedded";
  const tokens = stats.requests === 0 ? "" : stats.tokens === null ? ", tokens not reported by the server" : `, ${formatCount(stats.tokens)} tokens billed`;
  return `${formatCount(stats.texts)} texts: ${formatCount(stats.hits)} from the cache${embedded}${tokens}`;
}

/** `docs/a.md:12` or `docs/a.md:12-14`: a location as people and editors read it (plain text). */
export function formatLocation(location: Location): string {
  const end = location.endLine !== undefined && location.endLine !== location.line ? `-${location.endLine}` : "";
  return `${location.path}:${location.line}${end}`;
}

/** `evals/retrieval.yaml:12`: a golden-set key's place, with its line when known. */
export function formatKeyPlace(key: { file: string; line?: number | undefined }): string {
  return key.line ? `${key.file}:${key.line}` : key.file;
}

/** `4.1% of 1,234 chunks flagged (orphan 30, mid-sentence 12)`: each kind that occurs, in CHUNK_WARNING_KINDS order. */
export function formatQuality(q: QualitySummary): string {
  const kinds = CHUNK_WARNING_KINDS.filter((k) => q.counts[k] > 0).map((k) => `${k} ${formatCount(q.counts[k])}`);
  const rate = `${(q.rate * 100).toFixed(1)}% of ${formatCount(q.chunks)} chunks flagged`;
  return kinds.length === 0 ? rate : `${rate} (${kinds.join(", ")})`;
}

/** `rank 2 → not in the top 100`: where the first supporting chunk ranked at the base and at head. */
export function formatRanks(ranks: { baseRank: number | null; headRank: number | null }, runDepth: number, headMissing = `not in the top ${runDepth}`): string {
  const base = ranks.baseRank === null ? "not retrieved" : `rank ${ranks.baseRank}`;
  const head = ranks.headRank !== null ? `rank ${ranks.headRank}` : headMissing;
  return `${base} → ${head}`;
}

/** `0.912 (31/34)`, or with `sep` " of " `0.912 (31 of 34)`: a recall with the hits and questions it stands for. */
export function recallWithCounts(m: { recall: number; hits: number; questions: number }, sep = "/"): string {
  return `${m.recall.toFixed(3)} (${m.hits}${sep}${m.questions})`;
}

/** Plain text in bold, escaped and trimmed (`** x**` is not bold); empty text gives `**?**`, since `****` alone on a line is a thematic break. */
export function strong(text: string): string {
  const escaped = escapeMarkdown(text).trim();
  return `**${escaped === "" ? "?" : escaped}**`;
}

/** `text` cut to at most `max` code points, ending in "…" when cut; cut before escaping, so no escape is halved. */
export function truncateText(text: string, max: number): string {
  const points = Array.from(text);
  if (points.length <= max) return text;
  return points.slice(0, Math.max(0, max - 1)).join("") + "…";
}

const EMOJI: Record<Verdict, string> = { pass: "✅", "no-baseline": "ℹ️", warn: "⚠️", skipped: "⏭️", fail: "❌", error: "⛔" };

/** `❌ **fail**`: a verdict with the emoji that lets a reviewer read it at a glance (bold is Markdown). */
export function verdictBadge(verdict: Verdict): string {
  return `${EMOJI[verdict]} **${verdict}**`;
}
