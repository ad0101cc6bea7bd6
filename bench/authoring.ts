// What drafts are worth (issue 39): on every repository with a real golden set (the fixtures, and
// any ROOT given), sweep each source once with the real questions and once with each generator's
// drafts for the sections those questions key, and report Kendall's τ-b between the two rankings
// of cells by recall@k, each sweep's choice, and the share of drafts whose own section is in the
// top k. Then, on the shared corpora (no real questions there), the self-retrieval share alone, for
// a seeded sample of sections. As the yardstick for τ, the real questions are halved at random
// (--halves times, default 20) and each half's ranking compared with the other's. Prints Markdown
// tables. See docs/golden-set.md and bench/README.md.
//
//   npm run bench:authoring -- [ROOT...] [--sizes 60,120] [--overlaps 0,0.1] [--strategies structural,fixed]
//                              [--halves N] [--corpora DIR] [--corpus otel|astro|vba] [--sample N] [--seed N] [--no-shared]
//
// The grid is each source's sweep grid (its registry's `sweep:`, else the default one) unless a
// grid flag replaces a list of it, as `chunkgate sweep` takes them.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { ChunkingParams } from "../src/chunking/types.js";
import type { SourceConfig } from "../src/config/types.js";
import { loadMdxSupport } from "../src/corpus/loadMdxSupport.js";
import { fsFileSource } from "../src/corpus/fsFileSource.js";
import { loadCorpus } from "../src/corpus/loadCorpus.js";
import { parseGridFlag } from "../src/cli/parseGridFlag.js";
import { loadWorkspace, type Workspace } from "../src/usecases/check/loadWorkspace.js";
import type { GridFlags } from "../src/usecases/sweep/resolveSweepGrid.js";
import { benchRegistry } from "./harness/benchRegistry.js";
import { BENCH_CORPORA, type BenchCorpus } from "./harness/corpora.js";
import { DRAFT_GENERATORS } from "./harness/draftGenerators.js";
import { describeMachine } from "./harness/machine.js";
import { compareDrafts, measureSelfRetrieval, type DraftComparison, type SelfRetrieval } from "./harness/measureDrafts.js";
import { renderAuthoringTables } from "./harness/renderAuthoringTables.js";

/** The shared corpora: the main benchmark's two, and the MDX one it does not run. */
const SHARED: readonly BenchCorpus[] = [...BENCH_CORPORA, { id: "astro", folder: "astro-docs-en", include: ["**/*.mdx"], exclude: ["SOURCE.md"], shape: "420 .mdx" }];
/** The configuration drafts are scored at on a shared corpus, which has no registry: the main benchmark's words registry. */
const SHARED_CHUNKING: ChunkingParams = { strategy: "structural", unit: "words", size: 120, overlap: 20, contextHeader: true, tokenizer: "o200k_base" };

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  strict: true,
  options: {
    sizes: { type: "string" },
    overlaps: { type: "string" },
    strategies: { type: "string" },
    corpora: { type: "string" },
    corpus: { type: "string" },
    sample: { type: "string", default: "300" },
    seed: { type: "string", default: "42" },
    halves: { type: "string", default: "20" },
    "no-shared": { type: "boolean", default: false },
  },
});
const flags: GridFlags = {
  ...(values.sizes !== undefined ? { sizes: parseGridFlag.sizes(values.sizes) } : {}),
  ...(values.overlaps !== undefined ? { overlaps: parseGridFlag.overlaps(values.overlaps) } : {}),
  ...(values.strategies !== undefined ? { strategies: parseGridFlag.strategies(values.strategies) } : {}),
};
const sample = Number(values.sample);
const seed = Number(values.seed);
if (!Number.isInteger(sample) || sample < 1) throw new Error(`--sample must be a positive integer, got "${values.sample}"`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got "${values.seed}"`);
const halves = Number(values.halves);
if (!Number.isInteger(halves) || halves < 0) throw new Error(`--halves must be a whole number, got "${values.halves}"`);
const shared = SHARED.filter((c) => values.corpus === undefined || c.id === values.corpus);
if (shared.length === 0) throw new Error(`unknown --corpus "${values.corpus}"; use one of: ${SHARED.map((c) => c.id).join(", ")}`);
const roots = positionals.length > 0 ? positionals.map((p) => path.resolve(p)) : ["lumen", "policies"].map((name) => path.join(projectRoot, "fixtures", name));
const corporaRoot = values.corpora !== undefined ? path.resolve(values.corpora) : path.resolve(projectRoot, "../shared/corpora");

const machine = describeMachine();
console.log(`chunkgate authoring benchmark: generators ${DRAFT_GENERATORS.map((g) => g.name).join(", ")}; node ${machine.node}`);
console.log("");

const comparisons: Array<{ corpus: string; comparison: DraftComparison }> = [];
for (const root of roots) {
  const workspace = await loadWorkspace({ root });
  for (const source of workspace.registry.sources) {
    for (const generator of DRAFT_GENERATORS) comparisons.push({ corpus: path.relative(projectRoot, root) || root, comparison: await compareDrafts({ workspace, sourceId: source.id, generator, flags, halves: { count: halves, seed } }) });
  }
}

const selfRetrieval: Array<{ corpus: string; result: SelfRetrieval }> = [];
if (values["no-shared"]) {
  // asked for: nothing to say
} else if (!existsSync(corporaRoot)) {
  console.log(`${corporaRoot} is absent: the shared corpora are skipped (pass --corpora DIR where they are).`);
  console.log("");
} else {
  await loadMdxSupport();
  for (const corpus of shared) {
    const root = path.join(corporaRoot, corpus.folder);
    if (!existsSync(root)) {
      console.log(`${root} is absent: ${corpus.id} is skipped.`);
      continue;
    }
    const workspace = await sharedWorkspace(corpus, root);
    for (const generator of DRAFT_GENERATORS) selfRetrieval.push({ corpus: corpus.folder, result: await measureSelfRetrieval({ workspace, sourceId: corpus.id, generator, sample, seed }) });
  }
}

process.stdout.write(renderAuthoringTables({ comparisons, selfRetrieval }));
if (selfRetrieval.length > 0) console.log(`\nShared corpora: ${SHARED_CHUNKING.strategy} ${SHARED_CHUNKING.size}/${SHARED_CHUNKING.overlap} ${SHARED_CHUNKING.unit}, BM25, a sample of ${sample} sections (seed ${seed}).`);

/** A workspace over a shared corpus: one source of every file, the words chunking, no golden set. */
async function sharedWorkspace(corpus: BenchCorpus, root: string): Promise<Workspace> {
  const source: SourceConfig = { id: corpus.id, include: corpus.include, exclude: corpus.exclude, chunking: SHARED_CHUNKING, baseline: null, line: undefined };
  const registry = benchRegistry(source);
  const { documents, warnings, skipped } = await loadCorpus({ files: fsFileSource(root), include: corpus.include, exclude: corpus.exclude });
  const golden = { file: "(none)", questions: [] };
  return { root, registry, golden, documents: new Map([[corpus.id, documents]]), questions: [], labelProblems: [], warnings, registryText: null, ledger: { file: "chunkgate.ledger.jsonl", text: null }, unregistered: [], skippedFiles: skipped };
}
