import type { ChunkgateResult } from "./chunkgatePipeline.js";
import type { BenchCorpus } from "./corpora.js";
import { formatMb, formatMbPerSecond, formatMs, formatRatio, formatStep, renderTable } from "./format.js";
import type { StepTime } from "./measure.js";
import type { PeerResult } from "./peerPipeline.js";

/** A file whose parse takes at least this share of the load step gets its own "load without it" figure. */
const DOMINANT_SHARE = 0.1;

export interface CorpusReport {
  corpus: BenchCorpus;
  files: number;
  bytes: number;
  chunkgate: ChunkgateResult;
  peer: PeerResult;
  wallMs: number;
}

/** The per-corpus block: one table of steps (chunkgate, peer, ratio) and the retrieval quality lines. */
export function renderCorpusReport(report: CorpusReport): string {
  const { corpus, bytes, chunkgate: cg, peer } = report;
  const [words120, tokens256] = cg.configs;
  if (!words120 || !tokens256) throw new Error("expected two chunkgate configurations");
  const q = Math.max(1, cg.questions.length);
  const perQuery = (step: StepTime): StepTime => ({ ms: step.ms / q, cpuMs: step.cpuMs / q, runs: step.runs });
  const sum = (...steps: StepTime[]): StepTime => ({
    ms: steps.reduce((s, t) => s + t.ms, 0),
    cpuMs: steps.reduce((s, t) => s + t.cpuMs, 0),
    runs: Math.min(...steps.map((t) => t.runs)),
  });
  const none: StepTime = { ms: 0, cpuMs: 0, runs: 0 };
  const row = (step: string, ours: StepTime, theirs: StepTime, note: string): string[] => [
    step,
    formatStep(ours),
    theirs.runs === 0 ? "—" : formatStep(theirs),
    theirs.runs === 0 ? "—" : formatRatio(ours.ms, theirs.ms),
    formatMs(ours.cpuMs),
    theirs.runs === 0 ? "—" : formatMs(theirs.cpuMs),
    theirs.runs === 0 ? "—" : formatRatio(ours.cpuMs, theirs.cpuMs),
    note,
  ];
  const cgTotal = sum(cg.load, cg.prepare, words120.chunk, words120.index, cg.resolve, words120.score);
  const peerTotal = sum(peer.load, peer.split, peer.index, peer.score);
  const rows = [
    row("load: select + read + parse", cg.load, peer.load, `${formatMbPerSecond(bytes, cg.load.ms)} vs ${formatMbPerSecond(bytes, peer.load.ms)} (peer: glob + read, no parse)`),
    row("prepare: words + o200k per line", cg.prepare, none, `${formatMbPerSecond(bytes, cg.prepare.ms)}; ${cg.words.toLocaleString("en-US")} words, ${cg.tokens.toLocaleString("en-US")} tokens`),
    row(`chunk ${words120.label} | peer split`, words120.chunk, peer.split, `${formatMbPerSecond(bytes, words120.chunk.ms)} vs ${formatMbPerSecond(bytes, peer.split.ms)}; ${words120.chunks.toLocaleString("en-US")} vs ${peer.chunks.toLocaleString("en-US")} chunks`),
    row("prepare + chunk 120w | peer split", sum(cg.prepare, words120.chunk), peer.split, formatMbPerSecond(bytes, cg.prepare.ms + words120.chunk.ms)),
    row(`chunk ${tokens256.label}`, tokens256.chunk, none, `${formatMbPerSecond(bytes, tokens256.chunk.ms)}; ${tokens256.chunks.toLocaleString("en-US")} chunks`),
    row("index 120w: BM25 | MiniSearch", words120.index, peer.index, `${words120.chunks.toLocaleString("en-US")} vs ${peer.chunks.toLocaleString("en-US")} chunks`),
    row("index 256tok: BM25", tokens256.index, none, `${tokens256.chunks.toLocaleString("en-US")} chunks`),
    row("golden set: generate (harness)", cg.generate, none, `${cg.questions.length} questions from ${cg.eligibleSections.toLocaleString("en-US")} eligible sections`),
    row("golden set: resolve", cg.resolve, none, `${cg.labelProblems} label problems`),
    row("search 120w, per query (depth 100)", perQuery(words120.search), perQuery(peer.search), "retriever.search | MiniSearch.search().slice(0, 100)"),
    row("score 120w, per query", perQuery(words120.score), perQuery(peer.score), "runQuestions: search + relevance of every chunk"),
    row("search 256tok, per query", perQuery(tokens256.search), none, ""),
    row("score 256tok, per query", perQuery(tokens256.score), none, ""),
    row("pipeline total (120w)", cgTotal, peerTotal, "load + prepare + chunk + index + resolve + score | load + split + index + score"),
  ];
  const table = renderTable(["step", "chunkgate", "peer", "cg/peer", "cg cpu", "peer cpu", "cpu cg/peer", "notes"], rows);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const quality = renderTable(
    ["retrieval quality (same questions, same relevance rule)", "recall@3", "MRR", "relevant chunks/question", "chunks", "mean chars/chunk"],
    [
      ...cg.configs.map((c) => [`chunkgate ${c.label} + BM25`, pct(c.metrics.recall), c.metrics.mrr.toFixed(3), c.relevantPerQuestion.toFixed(2), c.chunks.toLocaleString("en-US"), c.meanChunkChars.toFixed(0)]),
      [`peer markdown splitter ${peer.chunkSize}/${peer.chunkOverlap} chars + MiniSearch`, pct(peer.metrics.recall), peer.metrics.mrr.toFixed(3), peer.relevantPerQuestion.toFixed(2), peer.chunks.toLocaleString("en-US"), peer.meanChunkChars.toFixed(0)],
    ],
  );
  const hotSpots = cg.hotSpots
    .map((h) => {
      const share = h.parse.ms / cg.load.ms;
      const rest = share >= DOMINANT_SHARE ? `; the load without it: ≈ ${formatMs(cg.load.ms - h.parse.ms)}, ${formatMbPerSecond(bytes - h.bytes, cg.load.ms - h.parse.ms)}` : "";
      return `  ${h.path}: ${formatMb(h.bytes)} parsed alone in ${formatStep(h.parse)} (${formatMbPerSecond(h.bytes, h.parse.ms)}; ${(share * 100).toFixed(0)}% of the load step${rest})`;
    })
    .join("\n");
  return [
    `== ${corpus.id} (${corpus.folder}: ${corpus.shape}) ==`,
    `${report.files.toLocaleString("en-US")} files, ${formatMb(bytes)} (${bytes.toLocaleString("en-US")} bytes); ${cg.documents.toLocaleString("en-US")} documents, ${cg.sections.toLocaleString("en-US")} sections, ${cg.warnings} parser warnings`,
    "",
    table,
    "",
    "largest files, parsed alone (parseDocument):",
    hotSpots,
    "",
    quality,
    peer.locateMisses > 0 ? `note: ${peer.locateMisses} peer chunks were not found in order in their file (located from the file start instead)` : "",
    `corpus wall time: ${formatMs(report.wallMs)}`,
  ]
    .filter((line, i, all) => line !== "" || all[i - 1] !== "")
    .join("\n");
}
