import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import type { Chunk, ChunkingParams } from "../../src/chunking/types.js";
import { REGISTRY_DEFAULTS } from "../../src/config/registryDefaults.js";
import { loadCorpus } from "../../src/corpus/loadCorpus.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { computeMetrics, type Metrics } from "../../src/evaluation/metrics.js";
import { resolveQuestions, type ResolvedQuestion } from "../../src/evaluation/resolveQuestions.js";
import { runQuestions } from "../../src/evaluation/runQuestions.js";
import { bm25Retriever } from "../../src/retrieval/bm25Retriever.js";
import type { BenchCorpus } from "./corpora.js";
import { measure, stepTime, type StepTime } from "./measure.js";
import type { RawFiles } from "./readRawFiles.js";
import { syntheticGoldenSet } from "./syntheticGoldenSet.js";

export const TOKENIZER = REGISTRY_DEFAULTS.source.chunking.tokenizer;
const BASE = { strategy: "structural", contextHeader: REGISTRY_DEFAULTS.source.chunking.contextHeader, tokenizer: TOKENIZER } as const;

/** The two configurations measured; the first is the one compared with the peer. */
export const CONFIGS: ReadonlyArray<{ label: string; params: ChunkingParams }> = [
  { label: "structural 120w/20", params: { ...BASE, unit: "words", size: 120, overlap: 20 } },
  { label: "structural 256tok/32", params: { ...BASE, unit: "tokens", size: 256, overlap: 32 } },
];

export interface ConfigResult {
  label: string;
  chunk: StepTime;
  chunks: number;
  meanChunkChars: number;
  index: StepTime;
  /** All questions searched once at run depth. */
  search: StepTime;
  /** runQuestions: search + relevance of every chunk for every question. */
  score: StepTime;
  metrics: Metrics;
  relevantPerQuestion: number;
}

export interface ChunkgateResult {
  load: StepTime;
  documents: number;
  warnings: number;
  /** The largest files parsed alone, to see whether one page dominates the load. */
  hotSpots: Array<{ path: string; bytes: number; parse: StepTime }>;
  prepare: StepTime;
  words: number;
  tokens: number;
  sections: number;
  generate: StepTime;
  eligibleSections: number;
  resolve: StepTime;
  labelProblems: number;
  questions: ResolvedQuestion[];
  configs: ConfigResult[];
}

/**
 * chunkgate's pipeline on one corpus, with the engine's own functions and the registry defaults
 * (BM25 k1/b, k, run depth, split): load → prepare (o200k_base) → chunk each configuration → build
 * BM25 over embed texts → resolve a synthetic golden set → retrieve and score every question.
 * `raw` (the harness's inventory, already read) is used only to pick the largest files.
 */
export async function runChunkgate(options: { root: string; corpus: BenchCorpus; raw: RawFiles; questions: number; seed: number }): Promise<ChunkgateResult> {
  const { root, corpus, raw } = options;
  const { k, runDepth: depth, split } = REGISTRY_DEFAULTS;
  const { k1, b } = REGISTRY_DEFAULTS.retriever;

  const load = await measure(() => loadCorpus({ root, include: corpus.include, exclude: corpus.exclude }));
  const { documents, warnings } = load.value;

  const largest = raw.paths.map((path, i) => ({ path, text: raw.texts[i]! })).sort((x, y) => y.text.length - x.text.length).slice(0, 3);
  const hotSpots = [];
  for (const file of largest) {
    const parse = await measure(() => parseDocument({ path: file.path, content: file.text }));
    hotSpots.push({ path: file.path, bytes: Buffer.byteLength(file.text), parse: stepTime(parse) });
  }

  const prepare = await measure(() => prepareCorpus(documents, TOKENIZER));
  const prepared = prepare.value;

  const generate = await measure(() => syntheticGoldenSet(documents, { count: options.questions, seed: options.seed }));
  const resolve = await measure(() => resolveQuestions(generate.value.golden, documents, split));
  const { questions, problems } = resolve.value;

  const configs: ConfigResult[] = [];
  for (const { label, params } of CONFIGS) {
    const chunk = await measure(() => chunkCorpus(prepared, params));
    const chunks: Chunk[] = chunk.value;
    const index = await measure(() => bm25Retriever(chunks.map((c) => ({ id: c.id, text: c.embedText })), { k1, b }));
    const retriever = index.value;
    const search = await measure(() => {
      for (const q of questions) retriever.search(q.question.text, depth);
    });
    const score = await measure(() => runQuestions({ chunks, retriever }, questions, { k, depth }));
    const runs = score.value;
    configs.push({
      label,
      chunk: stepTime(chunk),
      chunks: chunks.length,
      meanChunkChars: chunks.length === 0 ? 0 : chunks.reduce((s, c) => s + c.text.length, 0) / chunks.length,
      index: stepTime(index),
      search: stepTime(search),
      score: stepTime(score),
      metrics: computeMetrics(runs, k),
      relevantPerQuestion: runs.length === 0 ? 0 : runs.reduce((s, r) => s + r.relevantChunks.length, 0) / runs.length,
    });
  }

  return {
    load: stepTime(load),
    documents: documents.length,
    warnings: warnings.length,
    hotSpots,
    prepare: stepTime(prepare),
    words: prepared.words,
    tokens: prepared.tokens,
    sections: prepared.sections,
    generate: stepTime(generate),
    eligibleSections: generate.value.eligible,
    resolve: stepTime(resolve),
    labelProblems: problems.length,
    questions,
    configs,
  };
}
