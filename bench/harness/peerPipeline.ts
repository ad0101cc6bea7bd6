import { RecursiveCharacterTextSplitter } from "@langchain/textsplitters";
import MiniSearch from "minisearch";
import type { Chunk } from "../../src/chunking/types.js";
import { computeMetrics, type Metrics } from "../../src/evaluation/metrics.js";
import type { ResolvedQuestion } from "../../src/evaluation/resolveQuestions.js";
import { runQuestions } from "../../src/evaluation/runQuestions.js";
import type { Retriever } from "../../src/retrieval/types.js";
import type { BenchCorpus } from "./corpora.js";
import { locateChunks } from "./locateChunks.js";
import { measure, stepTime, type StepTime } from "./measure.js";
import { readRawFiles } from "./readRawFiles.js";

export const PEER_DESCRIPTION =
  "LangChain RecursiveCharacterTextSplitter.fromLanguage(\"markdown\") (@langchain/textsplitters) over raw file texts + MiniSearch (default tokenizer, default BM25+ search)";

export interface PeerResult {
  chunkSize: number;
  chunkOverlap: number;
  load: StepTime;
  split: StepTime;
  index: StepTime;
  /** All questions searched once, top `depth` kept. */
  search: StepTime;
  /** runQuestions with MiniSearch as the retriever: search + the engine's relevance rule. */
  score: StepTime;
  chunks: number;
  meanChunkChars: number;
  locateMisses: number;
  metrics: Metrics;
  relevantPerQuestion: number;
}

/**
 * The peer pipeline, built in the same process as chunkgate's and timed step by step: glob + read,
 * split, index, query. Its chunks are character-based, so `chunkSize` is chosen by the caller to
 * match chunkgate's mean chunk length in characters.
 *
 * Relevance (so its recall is comparable): each peer chunk is given the line range it covers in its
 * file, and is judged by the engine's own rule (`supportsAny`): relevant when it comes from the
 * question's document and its lines overlap the supporting section's lines (heading line to the last
 * line before the next heading). Everything else (metrics, depth, k) is the engine's code too.
 */
export async function runPeer(options: {
  root: string;
  corpus: BenchCorpus;
  questions: readonly ResolvedQuestion[];
  chunkSize: number;
  k: number;
  depth: number;
}): Promise<PeerResult> {
  const { root, corpus, questions, chunkSize, k, depth } = options;
  const chunkOverlap = Math.round(chunkSize / 6); // the 20/120 overlap ratio of chunkgate's config
  const load = await measure(() => readRawFiles({ root, include: corpus.include, exclude: corpus.exclude }));
  const files = load.value;

  const splitter = RecursiveCharacterTextSplitter.fromLanguage("markdown", { chunkSize, chunkOverlap });
  const split = await measure(async () => {
    const perFile: string[][] = [];
    for (const text of files.texts) perFile.push(await splitter.splitText(text));
    return perFile;
  });

  // Harness glue, untimed: give every peer chunk the line range it covers.
  const chunks: Chunk[] = [];
  let locateMisses = 0;
  let chars = 0;
  split.value.forEach((pieces, f) => {
    const path = files.paths[f]!;
    const { ranges, misses } = locateChunks(files.texts[f]!, pieces);
    locateMisses += misses;
    pieces.forEach((text, i) => {
      chars += text.length;
      const [startLine, endLine] = ranges[i]!;
      chunks.push({ id: `${path}#${i}`, path, title: "", headingPath: [], startLine, endLine, text, embedText: text, words: 0, tokens: 0 });
    });
  });

  const docs = chunks.map((c, id) => ({ id, text: c.text }));
  const index = await measure(() => {
    const mini = new MiniSearch<{ id: number; text: string }>({ fields: ["text"] });
    mini.addAll(docs);
    return mini;
  });
  const mini = index.value;
  const retriever: Retriever = {
    name: "minisearch",
    identity: "minisearch(default)",
    search: (query, limit) => mini.search(query).slice(0, limit).map((r) => ({ index: r.id as number, score: r.score })),
  };
  const search = await measure(() => {
    for (const q of questions) retriever.search(q.question.text, depth);
  });
  const score = await measure(() => runQuestions({ chunks, retriever }, questions, { k, depth }));
  const runs = score.value;
  return {
    chunkSize,
    chunkOverlap,
    load: stepTime(load),
    split: stepTime(split),
    index: stepTime(index),
    search: stepTime(search),
    score: stepTime(score),
    chunks: chunks.length,
    meanChunkChars: chunks.length === 0 ? 0 : chars / chunks.length,
    locateMisses,
    metrics: computeMetrics(runs, k),
    relevantPerQuestion: runs.length === 0 ? 0 : runs.reduce((s, r) => s + r.relevantChunks.length, 0) / runs.length,
  };
}
