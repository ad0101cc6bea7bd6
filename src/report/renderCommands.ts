import type { Explanation, Outcome, RecordResult, RelabelResult } from "../usecases/index.js";
import { heldOutBelowTrain } from "../gate/index.js";
import { fencedBlock, formatChunking, formatKeyPlace, formatLocation, formatQuality, recallWithCounts, truncateText } from "./format.js";
import { plural } from "../formatCount.js";
import { type Chunk, CHUNK_WARNING_KINDS, type ChunkingParams, chunkWarnings, summariseQuality } from "../chunking/index.js";
import { jsonText } from "./escape.js";

/** What `chunkgate record` measured, as text: the configuration, recall, the overfit note, then the registry's diff. */
export function renderRecord(result: RecordResult, options: { sourceId: string; k: number; overfitMargin: number; confidence: number }): string {
  const { train, heldOut, index } = result.evaluation;
  const held = heldOut.questions === 0 ? "no held-out question" : `held-out ${heldOut.recall.toFixed(3)} (${heldOut.hits} of ${heldOut.questions}, scored once)`;
  let out = `chunkgate record: ${options.sourceId} · ${formatChunking(result.chunking)} · train recall@${options.k} ${recallWithCounts(train, " of ")} · ${held} · ${index.retriever.identity}\n`;
  const gap = heldOutBelowTrain({ train, heldOut, confidence: options.confidence, margin: options.overfitMargin });
  if (gap !== null) out += `note: ${gap}\n`;
  out += result.diff === "" ? `\n${result.file} already records these parameters and numbers; nothing to change.\n` : `\n${result.diff}\n`;
  return out;
}

/** What `chunkgate relabel` does, as text: the keys it fixes, those left to a person and why, then the diff. */
export function renderRelabel(result: RelabelResult): string {
  const out: string[] = [];
  if (result.fixed.length === 0 && result.left.length === 0) return `${result.file}: every golden-set label fits the corpus; nothing to relabel.\n`;
  if (result.fixed.length > 0) {
    out.push(`chunkgate relabel: ${plural(result.fixed.length, "stale label")} with a fix in ${result.file}`);
    for (const { problem, to } of result.fixed) out.push(`  ${formatKeyPlace(problem)}: ${problem.questionId} (${problem.key}) → ${to}`);
  }
  if (result.left.length > 0) {
    out.push(`${result.fixed.length > 0 ? "Left" : "chunkgate relabel: left"} to fix by hand (${result.left.length}):`);
    for (const { problem, reason } of result.left) out.push(`  ${formatKeyPlace(problem)}: ${problem.questionId} (${problem.key}): ${problem.message}`, `    ${reason}`);
  }
  out.push("", result.diff === "" ? `Nothing in ${result.file} can be changed automatically.` : result.diff.trimEnd(), "");
  return out.join("\n");
}

function formatOccurrence(o: { path: string; startLine: number; endLine: number }): string {
  return formatLocation({ path: o.path, line: o.startLine, endLine: o.endLine });
}

/** `chunkgate explain` as text: per source, HIT or MISS, the top k, gold spans and supporting ranks (or why not). */
export function renderExplain(explanation: Explanation): string {
  const { question, k, runDepth } = explanation;
  if (explanation.kind === "stale") return `${question.id}: ${question.text}\nNot scored: ${explanation.problem.message}\nfix: ${explanation.problem.hint}\n`;
  if (explanation.kind === "unanswerable") return `${question.id}: ${question.text}\nNo answer in the corpus (supporting: []): kept out of the metrics.\n`;
  let text = "";
  // a source that could not be scored here has no run to show: say why instead of printing nothing
  for (const source of explanation.skipped) text += `${question.id}: ${question.text}\n${source.id}: ${source.summary}\n${source.fix ? `fix: ${source.fix}\n` : ""}\n`;
  for (const run of explanation.runs) {
    const out = [`${question.id} (${run.split === "train" ? "train" : "held-out"}, source ${run.sourceId}): ${question.text}`];
    out.push(run.hit ? `HIT: a supporting chunk is in the top ${k}.` : `MISS: no supporting chunk in the top ${k}.`);
    for (const { span, occurrences } of explanation.spans) out.push(`Gold span "${truncateText(span.replace(/\s+/g, " ").trim(), 80)}" at ${occurrences.map(formatOccurrence).join(", ")}`);
    out.push("", `Top ${k}:`);
    run.top.forEach(({ chunk: c, score, relevant }, i) => {
      out.push(`  ${i + 1}. ${score.toFixed(4)} ${relevant ? "relevant " : "         "} ${c.path}:${c.startLine}-${c.endLine} ${c.headingPath.join(" > ")}`);
    });
    out.push("", `Supporting chunks (${run.supporting.length}):`);
    for (const { chunk: c, rank } of run.supporting) {
      out.push(`  ${rank === null ? `not in the top ${runDepth}` : `rank ${rank}`}: ${c.path}:${c.startLine}-${c.endLine} ${c.headingPath.join(" > ")}`);
    }
    if (run.supporting.length === 0) out.push("  none: the gold span is cut by a chunk boundary at this configuration");
    text += out.join("\n") + "\n\n";
  }
  return text;
}

/** What a source's index holds, for `chunkgate chunks`: each chunk's id, place and counts, its text indented below. */
export function renderChunksText(sourceId: string, chunking: ChunkingParams, chunks: readonly Chunk[]): string {
  let out = `${sourceId}: ${chunks.length} chunks (${formatChunking(chunking)})\n\n`;
  for (const c of chunks) {
    const heading = c.headingPath.length > 0 ? ` · ${c.headingPath.join(" > ")}` : "";
    out += `${c.id}  ${c.path}:${c.startLine}-${c.endLine}${heading} · ${c.words} words, ${c.tokens} tokens${extraFields(c)}\n`;
    out += c.text.split("\n").map((l) => `    ${l}`).join("\n") + "\n\n";
  }
  return out;
}

/** The same as JSON lines (`chunks --json`), snake_case keys in a fixed order, nothing a terminal acts on. */
export function renderChunksJson(chunks: readonly Chunk[]): string {
  return chunks
    .map((c) => {
      const row: Record<string, unknown> = { id: c.id, path: c.path, title: c.title, heading_path: c.headingPath, start_line: c.startLine, end_line: c.endLine, words: c.words, tokens: c.tokens };
      if (c.startOffset !== undefined) Object.assign(row, { start_offset: c.startOffset, end_offset: c.endOffset });
      if (c.parent) row.parent = { id: c.parent.id, start_line: c.parent.startLine, end_line: c.parent.endLine, words: c.parent.words, tokens: c.parent.tokens };
      if (c.oversized) row.oversized = true;
      return jsonText({ ...row, text: c.text, embed_text: c.embedText }) + "\n";
    })
    .join("");
}

function extraFields(c: Chunk): string {
  let out = "";
  if (c.parent) out += ` · parent ${c.parent.id} (lines ${c.parent.startLine}-${c.parent.endLine}, ${c.parent.tokens} tokens)`;
  if (c.startOffset !== undefined) out += ` · chars ${c.startOffset}-${c.endOffset}`;
  if (c.oversized) out += " · oversized";
  return out;
}

/** What {@link renderChunkWarnings} shows. */
export interface ChunkWarningsView {
  sourceId: string;
  chunking: ChunkingParams;
  chunks: readonly Chunk[];
  /** How many of the worst chunks (and files) to list. */
  limit: number;
  /** JSON lines instead of text: a summary object, then one object per flagged chunk, worst first. */
  json: boolean;
}

/** `chunkgate chunks --warnings`: the warning rate, the files with most flagged chunks, then the worst chunks. */
export function renderChunkWarnings(view: ChunkWarningsView): string {
  const { chunks, limit } = view;
  const summary = summariseQuality(chunks, { orphanTokens: view.chunking.orphanTokens });
  // most kinds first; sort is stable, so equal counts keep document order
  const worst = chunkWarnings(chunks, { orphanTokens: view.chunking.orphanTokens }).sort((a, b) => b.kinds.length - a.kinds.length);
  if (view.json) {
    const head = jsonText({ source: view.sourceId, chunks: summary.chunks, flagged: summary.flagged, rate: summary.rate, counts: summary.counts }) + "\n";
    return head + worst.map((w) => jsonText({ id: w.chunk.id, path: w.chunk.path, line: w.chunk.startLine, warnings: w.kinds, tokens: w.chunk.tokens, text: w.chunk.text }) + "\n").join("");
  }
  let out = `${view.sourceId}: ${formatQuality(summary)} (${formatChunking(view.chunking)})\n`;
  out += `  ${CHUNK_WARNING_KINDS.map((k) => `${k} ${summary.counts[k]}`).join(" · ")}\n`;
  if (worst.length === 0) return out;
  const byFile = new Map<string, { flagged: number; total: number }>();
  for (const c of chunks) {
    const entry = byFile.get(c.path) ?? { flagged: 0, total: 0 };
    entry.total++;
    byFile.set(c.path, entry);
  }
  for (const w of worst) byFile.get(w.chunk.path)!.flagged++;
  const files = [...byFile].filter(([, e]) => e.flagged > 0).sort((a, b) => b[1].flagged - a[1].flagged || (a[0] < b[0] ? -1 : 1));
  out += `\nfiles with the most flagged chunks:\n`;
  for (const [file, e] of files.slice(0, limit)) out += `  ${file}: ${e.flagged} of ${e.total}\n`;
  out += `\nworst chunks (${Math.min(limit, worst.length)} of ${worst.length}):\n`;
  for (const w of worst.slice(0, limit)) {
    const preview = w.chunk.text.replace(/\s+/g, " ").trim();
    out += `  ${w.chunk.path}:${w.chunk.startLine}  ${w.kinds.join(", ")} · ${w.chunk.tokens} tokens · ${preview.length > 72 ? `${preview.slice(0, 71)}…` : preview}\n`;
  }
  return out;
}

/** Why a run fails, as a failed step's plain-text message: the verdict, then decideOutcome's reasons; null when it exits 0. */
export function renderFailure(outcome: Outcome): string | null {
  if (outcome.exitCode === 0) return null;
  return `chunkgate: ${outcome.verdict.toUpperCase()}\n${outcome.reasons.map((r) => `- ${r}`).join("\n")}`;
}

/** The job summary of a run stopped by an error, fenced; worded for any mode, as it may follow a check's verdict. */
export function renderErrorSummary(message: string): string {
  return `## chunkgate: error\n\nThe run stopped before it finished.\n\n${fencedBlock(`${message}\n`, "text")}\n`;
}
