// Embeddings benchmark: a check of ../shared/corpora/otel-docs with `retriever.kind: embeddings`
// against a local OpenAI-compatible server (the test suite's fake model on 127.0.0.1), three times:
// over a cold cache, over the warm cache, and after one document changed. It reports chunks and
// questions embedded, requests made, wall and CPU time, and the cache's size on disk.
//
//   npx tsx bench/embeddings.ts [--batch-size 32] [--concurrency 4]
//
// The server answers at once and runs in this process, so the times are chunkgate's own cost
// (chunking, hashing, the cache, JSON, cosine ranking) plus the fake model's, never a real API's
// latency. The fake model is a hashed bag of words (512 buckets): its recall says nothing about
// real embeddings; the request counts and the cache behaviour are what this measures. The golden set is the bench harness's synthetic
// one (300 heading-keyed questions, seed 42).
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { openContentStore } from "../src/store/contentStore.js";
import { evaluateSource, type SourceEvaluation } from "../src/usecases/check/measureSource.js";
import { loadTokenCounter } from "../src/chunking/tokenCounter.js";
import type { ChunkingParams } from "../src/chunking/types.js";
import { REGISTRY_DEFAULTS } from "../src/config/registryDefaults.js";
import type { Registry, RetrieverConfig, SourceConfig } from "../src/config/types.js";
import { benchRegistry } from "./harness/benchRegistry.js";
import type { FileSource } from "../src/corpus/fileSource.js";
import { fsFileSource } from "../src/corpus/fsFileSource.js";
import { loadCorpus } from "../src/corpus/loadCorpus.js";
import type { Document } from "../src/corpus/types.js";
import { resolveQuestions, type ResolvedQuestion } from "../src/evaluation/resolveQuestions.js";
import { formatEmbeddingStats } from "../src/report/format.js";
import { createRetrieverRuntime, type EmbeddingStats, type RetrieverRuntime } from "../src/retrieval/retrieverRuntime.js";
import { startFakeEmbeddingsServer } from "../test/helpers/fakeEmbeddingsServer.js";
import { BENCH_CORPORA } from "./harness/corpora.js";
import { formatMs } from "./harness/format.js";
import { describeMachine, formatLoad } from "./harness/machine.js";
import { syntheticGoldenSet } from "./harness/syntheticGoldenSet.js";

const KEY = "sk-bench-local-key";
const CHUNKING: ChunkingParams = { strategy: "structural", unit: "words", size: 120, overlap: 20, contextHeader: true, tokenizer: "o200k_base" };
/** The document the third run edits: one sentence added to its first paragraph. */
const EDITED = "content/en/docs/concepts/signals/traces.md";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ args: process.argv.slice(2), options: { "batch-size": { type: "string", default: "32" }, concurrency: { type: "string", default: "4" } }, strict: true });
const corpus = BENCH_CORPORA.find((c) => c.id === "otel")!;
const root = path.resolve(projectRoot, "../shared/corpora", corpus.folder);
if (!existsSync(root)) {
  console.log(`bench/embeddings: ${root} is absent, nothing to measure (the benchmark needs the shared corpora next to the project); skipping.`);
  process.exit(0);
}

const server = await startFakeEmbeddingsServer({ apiKey: KEY });
const cacheDir = await mkdtemp(path.join(tmpdir(), "chunkgate-bench-embeddings-"));
try {
  const machine = describeMachine();
  console.log(`chunkgate embeddings benchmark on ${corpus.folder}: structural 120/20 words, context header; local server ${server.endpoint}`);
  console.log(`batch_size ${values["batch-size"]}, max_concurrency ${values.concurrency}; machine: ${machine.cores} cores (${machine.cpu}), node ${machine.node}; load average ${formatLoad(machine.loadAverage)}`);
  await loadTokenCounter("o200k_base");

  const source: SourceConfig = { id: corpus.id, include: corpus.include, exclude: corpus.exclude, chunking: CHUNKING, baseline: null, line: undefined };
  const embeddings = {
    endpoint: server.endpoint,
    model: "fake-embed",
    // the fake model hashes words into this many buckets: more buckets, fewer collisions
    dimensions: 512,
    apiKeyEnv: "BENCH_KEY",
    ...REGISTRY_DEFAULTS.embeddings,
    batchSize: Number(values["batch-size"]),
    maxConcurrency: Number(values.concurrency),
  };
  const registry = (kind: string): Registry => benchRegistry(source, { ...REGISTRY_DEFAULTS.retriever, kind, embeddings } satisfies RetrieverConfig);

  const files = fsFileSource(root);
  const { documents } = await loadCorpus({ files, include: corpus.include, exclude: corpus.exclude });
  const golden = syntheticGoldenSet(documents, { count: 300, seed: 42 }).golden;
  const questions = resolveQuestions(golden, documents, REGISTRY_DEFAULTS.split).questions;
  console.log(`${documents.length} documents, ${questions.length} questions`);
  console.log("");

  const run = async (label: string, kind: string, docs: readonly Document[]): Promise<{ evaluation: SourceEvaluation; stats: EmbeddingStats }> => {
    const runtime = createRetrieverRuntime({ env: { BENCH_KEY: KEY }, cache: openContentStore({ dir: cacheDir }) });
    const requestsBefore = server.requests.length;
    const { evaluation, wall, cpuMs } = await measure(kind, docs, runtime);
    const requests = server.requests.length - requestsBefore;
    console.log(
      `${label.padEnd(38)} ${evaluation.chunks.length} chunks · ${formatEmbeddingStats(runtime.stats)} · the server saw ${requests} requests · ${formatMs(wall)} wall, ${formatMs(cpuMs)} CPU · train recall@3 ${evaluation.train.recall.toFixed(3)}`,
    );
    return { evaluation, stats: runtime.stats };
  };

  const measure = async (kind: string, docs: readonly Document[], runtime: RetrieverRuntime) => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const evaluation = await evaluateSource({ registry: registry(kind), source, documents: docs, questions: questionsFor(docs, questions), runtime });
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpu);
    return { evaluation, wall, cpuMs: (used.user + used.system) / 1000 };
  };

  const bm25 = await measure("bm25", documents, createRetrieverRuntime());
  console.log(`${"0. bm25 (reference)".padEnd(38)} ${bm25.evaluation.chunks.length} chunks · ${formatMs(bm25.wall)} wall, ${formatMs(bm25.cpuMs)} CPU · train recall@3 ${bm25.evaluation.train.recall.toFixed(3)}`);
  const cold = await run("1. embeddings, cold cache", "embeddings", documents);
  const warm = await run("2. embeddings, warm cache", "embeddings", documents);
  const edited = await loadCorpus({ files: editedFiles(files, EDITED), include: corpus.include, exclude: corpus.exclude });
  const changed = await run(`3. after ${EDITED} changed`, "embeddings", edited.documents);
  await run("4. hybrid, warm cache", "hybrid", edited.documents);

  const chunksOfEdited = changed.evaluation.chunks.filter((c) => c.path === EDITED).length;
  const bytes = await folderBytes(cacheDir);
  console.log("");
  console.log(`cold run: ${cold.stats.embedded} texts embedded (${cold.evaluation.chunks.length} chunks + ${cold.stats.texts - cold.evaluation.chunks.length} distinct questions, equal texts once) in ${cold.stats.requests} requests`);
  console.log(`warm run: ${warm.stats.requests} requests, ${warm.stats.hits} of ${warm.stats.texts} texts from the cache`);
  console.log(`after the edit: ${changed.stats.embedded} texts embedded in ${changed.stats.requests} requests; ${EDITED} has ${chunksOfEdited} chunks`);
  console.log(`cache on disk: ${(bytes / 1024 / 1024).toFixed(1)} MiB for ${cold.stats.texts + changed.stats.embedded} vectors (512 float32 each, plus a 70-byte header)`);
  console.log(`load average at end: ${formatLoad(describeMachine().loadAverage)}`);
} finally {
  await server.close();
  await rm(cacheDir, { recursive: true, force: true });
}

function questionsFor(docs: readonly Document[], all: readonly ResolvedQuestion[]): ResolvedQuestion[] {
  const paths = new Set(docs.map((d) => d.path));
  return all.filter((q) => q.supporting.some((key) => key.paths.some((p) => paths.has(p))));
}

/** The corpus with one sentence added after the first paragraph line of `target`. */
function editedFiles(files: FileSource, target: string): FileSource {
  return {
    label: `${files.label} (${target} edited)`,
    select: (include, exclude) => files.select(include, exclude),
    read: async (p) => {
      const text = await files.read(p);
      if (p !== target || text === undefined) return text;
      const lines = text.split("\n");
      const at = lines.findIndex((line, i) => i > 0 && /^[A-Z]/.test(line));
      lines.splice(at + 1, 0, "", "This sentence was added by the embeddings benchmark.");
      return lines.join("\n");
    },
  };
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}
