// Sweep benchmark: one 5 × 3 sweep (sizes × overlaps) against 15 independent check runs of the same
// cells, on ../shared/corpora/otel-docs and vba-docs. A sweep parses and tokenizes every document
// once and then only re-windows, re-indexes and re-scores per cell; a check run does everything again.
//
//   npx tsx bench/sweep.ts [--corpus otel|vba] [--vba-every N]
//
// vba-docs is sampled deterministically: every Nth file in path order (default 8, about 1,450 of
// 11,612 files), because 15 full loads of it would take over a quarter of an hour on a small machine.
// The golden set is the bench harness's synthetic one (300 heading-keyed questions, seed 42).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { evaluateSource } from "../src/usecases/check/measureSource.js";
import type { Workspace } from "../src/usecases/check/loadWorkspace.js";
import { loadTokenCounter } from "../src/chunking/tokenCounter.js";
import type { ChunkingParams } from "../src/chunking/types.js";
import type { Registry, SourceConfig } from "../src/config/types.js";
import { benchRegistry } from "./harness/benchRegistry.js";
import type { FileSource } from "../src/corpus/fileSource.js";
import { fsFileSource } from "../src/corpus/fsFileSource.js";
import { loadCorpus } from "../src/corpus/loadCorpus.js";
import { resolveQuestions } from "../src/evaluation/resolveQuestions.js";
import { renderSweepText } from "../src/report/renderSweep.js";
import { runSweep } from "../src/usecases/sweep/runSweep.js";
import { BENCH_CORPORA, type BenchCorpus } from "./harness/corpora.js";
import { formatMs } from "./harness/format.js";
import { describeMachine, formatLoad } from "./harness/machine.js";
import { syntheticGoldenSet } from "./harness/syntheticGoldenSet.js";

const SIZES = [60, 120, 240, 480, 960];
const OVERLAPS = [0, 0.1, 0.25];
const QUESTIONS = 300;
const SEED = 42;
const CURRENT: ChunkingParams = { strategy: "structural", unit: "words", size: 120, overlap: 20, contextHeader: true, tokenizer: "o200k_base" };

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ args: process.argv.slice(2), options: { corpus: { type: "string" }, "vba-every": { type: "string", default: "8" } }, strict: true });
const every = Number(values["vba-every"]);
if (!Number.isInteger(every) || every < 1) throw new Error(`--vba-every must be a positive integer, got "${values["vba-every"]}"`);
const corpora = BENCH_CORPORA.filter((c) => values.corpus === undefined || c.id === values.corpus);
if (corpora.length === 0) throw new Error(`unknown --corpus "${values.corpus}"; use one of: ${BENCH_CORPORA.map((c) => c.id).join(", ")}`);

const corporaRoot = path.resolve(projectRoot, "../shared/corpora");
if (!existsSync(corporaRoot)) {
  console.log(`bench/sweep: ${corporaRoot} is absent, nothing to measure (the benchmark needs the shared corpora next to the project); skipping.`);
  process.exit(0);
}

const machine = describeMachine();
console.log(`chunkgate sweep benchmark: ${SIZES.length} sizes (${SIZES.join(", ")} words) × ${OVERLAPS.length} overlaps (${OVERLAPS.join(", ")}), structural, context header, o200k_base`);
console.log(`BM25 k1=1.2 b=0.75, k=3, depth 100; golden set: ${QUESTIONS} synthetic heading-keyed questions (bench/harness, seed ${SEED}), split 0.7 / seed 42`);
console.log(`machine: ${machine.cores} cores (${machine.cpu}), node ${machine.node}; load average at start ${formatLoad(machine.loadAverage)}`);
await loadTokenCounter("o200k_base"); // the vocabulary loads once per process, for both sides alike

for (const corpus of corpora) {
  const root = path.join(corporaRoot, corpus.folder);
  console.log("");
  if (!existsSync(root)) {
    console.log(`== ${corpus.id}: ${root} is absent; skipped ==`);
    continue;
  }
  const files = corpus.id === "vba" ? sampledFiles(fsFileSource(root), every) : fsFileSource(root);
  const sample = corpus.id === "vba" && every > 1 ? `, every ${every}th file in path order` : "";
  await benchCorpus(corpus, root, files, sample);
}

/** A file source that keeps every `n`th selected path: a deterministic sample of the corpus. */
function sampledFiles(files: FileSource, n: number): FileSource {
  return { label: `${files.label} (every ${n}th file)`, select: async (include, exclude) => {
      const selection = await files.select(include, exclude);
      return { ...selection, paths: selection.paths.filter((_, i) => i % n === 0) };
    },
    read: (p) => files.read(p) };
}

async function benchCorpus(corpus: BenchCorpus, root: string, files: FileSource, sample: string): Promise<void> {
  const source: SourceConfig = { id: corpus.id, include: corpus.include, exclude: corpus.exclude, chunking: CURRENT, baseline: null, line: undefined };
  const registry: Registry = benchRegistry(source);

  // The sweep: one load, one tokenization, 15 cells, one held-out score.
  const marks: Array<[string, number]> = [];
  const start = performance.now();
  const { documents, warnings, skipped } = await loadCorpus({ files, include: corpus.include, exclude: corpus.exclude });
  const golden = syntheticGoldenSet(documents, { count: QUESTIONS, seed: SEED }).golden;
  const { questions, problems } = resolveQuestions(golden, documents, registry.split);
  const loaded = performance.now();
  const workspace: Workspace = { root, registry, golden, documents: new Map([[corpus.id, documents]]), questions, labelProblems: problems, warnings, registryText: null, ledger: { file: "chunkgate.ledger.jsonl", text: null }, unregistered: [], skippedFiles: skipped };
  const report = await runSweep({ workspace, sourceId: corpus.id, flags: { sizes: SIZES, overlaps: OVERLAPS }, progress: (m) => marks.push([m, performance.now()]) });
  const done = performance.now();
  const firstCell = marks.find(([m]) => m.startsWith("cell 1/"))?.[1] ?? loaded;
  const heldOut = marks.find(([m]) => m.startsWith("choosing"))?.[1] ?? firstCell;
  const cells = report.cells.length;
  const sweepMs = done - start;

  console.log(`== ${corpus.id}: ${documents.length} documents${sample}, ${report.corpus.tokens.toLocaleString("en-US")} tokens, ${report.questions.train} train / ${report.questions.heldOut} held-out questions ==`);
  console.log(renderSweepText(report).trimEnd());
  console.log("");
  console.log(
    `sweep: ${formatMs(sweepMs)} = load and golden set ${formatMs(loaded - start)} + tokenize once ${formatMs(firstCell - loaded)} + ` +
      `${cells} cells ${formatMs(heldOut - firstCell)} (window + index + train + integrity) + choice and held-out once ${formatMs(done - heldOut)}`,
  );

  // 15 independent checks: each loads, tokenizes, chunks, indexes and scores train and held-out.
  const checkStart = performance.now();
  let matching = 0;
  for (const cell of report.cells) {
    const fresh = await loadCorpus({ files, include: corpus.include, exclude: corpus.exclude });
    const resolved = resolveQuestions(golden, fresh.documents, registry.split).questions;
    const chunking = { ...CURRENT, strategy: cell.strategy, size: cell.size, overlap: cell.overlap };
    const evaluation = await evaluateSource({ registry, source, documents: fresh.documents, questions: resolved, chunking });
    if (JSON.stringify(evaluation.train) === JSON.stringify(cell.train)) matching++;
  }
  const checksMs = performance.now() - checkStart;
  console.log(`${cells} independent checks: ${formatMs(checksMs)} (${formatMs(checksMs / cells)} each: load + tokenize + window + index + train + held-out)`);
  console.log(`sweep / ${cells} checks = ${(sweepMs / checksMs).toFixed(3)} (the sweep costs ${(checksMs / sweepMs).toFixed(1)}× less); train metrics identical in ${matching} of ${cells} cells`);
}

console.log("");
console.log(`load average at end: ${formatLoad(describeMachine().loadAverage)}`);
