import type { GoldenSet, SourceConfig } from "../../src/config/types.js";
import { parseGoldenSet } from "../../src/config/parseGoldenSet.js";
import type { Document } from "../../src/corpus/types.js";
import type { Metrics } from "../../src/evaluation/metrics.js";
import type { SectionCoverage } from "../../src/evaluation/measureCoverage.js";
import { resolveQuestions } from "../../src/evaluation/resolveQuestions.js";
import { evaluateSource } from "../../src/usecases/check/measureSource.js";
import { questionsFor, sourceDocuments, type Workspace } from "../../src/usecases/check/loadWorkspace.js";
import { sourceCoverage } from "../../src/usecases/check/sourceCoverage.js";
import { draftsPath } from "../../src/usecases/suggest/waitingDrafts.js";
import { draftsYaml } from "../../src/usecases/suggest/draftsYaml.js";
import type { GridFlags } from "../../src/usecases/sweep/resolveSweepGrid.js";
import { runSweep } from "../../src/usecases/sweep/runSweep.js";
import type { SweepReport } from "../../src/usecases/sweep/types.js";
import type { DraftGenerator } from "./draftGenerators.js";
import { kendallTauB, type KendallTau } from "./kendallTauB.js";
import { mulberry32 } from "./rng.js";

/** One generator's drafts for a source, scored under the registry's own configuration. */
export interface SelfRetrieval {
  source: string;
  generator: string;
  /** Sections with text in the source. */
  sections: number;
  /** Sections drafts were asked for. */
  targets: number;
  /** Drafts made (each keys its own section), paired with the section each was made for. */
  drafts: Array<{ id: string; document: string; heading: string[]; target: { document: string; line: number } }>;
  /** Targets left without a draft (see GeneratedDrafts.dropped). */
  dropped: number;
  /** The drafts as a golden set, scored at the source's registry chunking: `hits` / `questions` is the share of drafts whose own section is in the top k. */
  atRegistry: Metrics;
  k: number;
}

/** The comparison of one source's real questions with a generator's drafts for the sections they key. */
export interface DraftComparison extends SelfRetrieval {
  /** Answerable real questions keyed in the source. */
  questions: number;
  /** The real questions scored at the source's registry chunking. */
  realAtRegistry: Metrics;
  /** Cell names in grid order: both sweeps measured these cells, in this order. */
  cells: string[];
  /** recall@k of each cell (same order as `cells`) under the real questions and under the drafts. */
  recall: { real: number[]; drafts: number[] };
  /** MRR of each cell, the same way. */
  mrr: { real: number[]; drafts: number[] };
  /** Kendall's τ-b between the two rankings of the cells, by recall@k and by MRR. */
  tau: { recall: KendallTau; mrr: KendallTau };
  /** The cell each sweep chooses (the simplest inside the choice band of the best). */
  choice: { real: string; drafts: string };
  /**
   * The reference the drafts' τ-b is read against: for each of `halves` seeded random halvings of
   * the real questions, τ-b between the rankings of the cells by recall@k under one half and under
   * the other. With a few dozen questions this is far below 1, so a draft set cannot be asked to
   * agree with the real questions more than they agree with themselves.
   */
  halves: Array<{ questions: [number, number]; tau: KendallTau }>;
}

/** What every run of this benchmark passes to the sweep, so that it never reads the clock or git and writes no ledger. */
const SWEEP_LEDGER = { ledger: "report", today: "2000-01-01", commit: "bench" } as const;

/**
 * Sweeps one source twice over the same grid (`flags`, else the registry's `sweep:`, else the
 * default one): once with the real questions, once with `generator`'s drafts for the sections
 * those questions key (one draft per keyed section, as `chunkgate suggest` would make it were the
 * section uncovered), and ranks the cells by recall@k and MRR. Kendall's τ-b between the rankings
 * says whether the drafts would lead a sweep where the real questions lead it.
 *
 * Every answerable question is scored in both sweeps (the split is set to all-train): the
 * benchmark chooses nothing, so there is no held-out split to protect, and the fixtures' train
 * splits alone hold 13 and 22 questions. The drafts are read back through draftsYaml and
 * parseGoldenSet, the path a person takes moving them into a golden set, and resolved against
 * every document as the golden set is. With `halves`, the real questions are also halved at random
 * `count` times and each half's ranking compared with the other's (see DraftComparison.halves).
 *
 * @throws Error when a draft's keys do not resolve or the two sweeps measured different cells: a
 *   pairing bug in the benchmark, never a figure.
 */
export async function compareDrafts(options: { workspace: Workspace; sourceId: string; generator: DraftGenerator; flags?: GridFlags; halves?: { count: number; seed: number } }): Promise<DraftComparison> {
  const real = allTrain(options.workspace, options.workspace.golden);
  const source = sourceOf(real, options.sourceId);
  const { sections } = await sourceCoverage(real, source);
  const targets = sections.filter((s) => s.questions.length > 0);
  const drafted = await draftFor({ workspace: real, source, sections, targets, generator: options.generator });
  const sweep = (workspace: Workspace): Promise<SweepReport> => runSweep({ workspace, sourceId: source.id, ...(options.flags ? { flags: options.flags } : {}), ...SWEEP_LEDGER });
  const realSweep = await sweep(real);
  const draftSweep = await sweep(drafted.workspace);
  const cells = realSweep.cells.map((c) => c.name);
  const draftCells = draftSweep.cells.map((c) => c.name);
  if (cells.join("\n") !== draftCells.join("\n")) throw new Error(`compareDrafts: the sweeps measured different cells (${cells.join(", ")} and ${draftCells.join(", ")})`);
  const recall = { real: realSweep.cells.map((c) => c.train.recall), drafts: draftSweep.cells.map((c) => c.train.recall) };
  const mrr = { real: realSweep.cells.map((c) => c.train.mrr), drafts: draftSweep.cells.map((c) => c.train.mrr) };
  const realAtRegistry = await scoreAtRegistry(real, source);
  const halves = options.halves ? await realHalves(real, source, options.halves, sweep) : [];
  return {
    ...drafted.result,
    questions: realAtRegistry.questions,
    realAtRegistry,
    cells,
    recall,
    mrr,
    tau: { recall: kendallTauB(recall.real, recall.drafts), mrr: kendallTauB(mrr.real, mrr.drafts) },
    choice: { real: realSweep.choice!.cell, drafts: draftSweep.choice!.cell },
    halves,
  };
}

/**
 * A generator's drafts for `sample` sections of one source drawn at random (seeded; all of them
 * when the source has fewer), scored at the source's registry chunking: the share of drafts whose
 * own section is retrieved in the top k. For corpora without real questions, where no sweep can be
 * compared; the workspace's golden set is not read.
 */
export async function measureSelfRetrieval(options: { workspace: Workspace; sourceId: string; generator: DraftGenerator; sample: number; seed: number }): Promise<SelfRetrieval> {
  const workspace = allTrain(options.workspace, options.workspace.golden);
  const source = sourceOf(workspace, options.sourceId);
  const { sections } = await sourceCoverage({ ...workspace, questions: [] }, source);
  const targets = sampleOf(sections, options.sample, options.seed);
  return (await draftFor({ workspace, source, sections, targets, generator: options.generator })).result;
}

/** Drafts for `targets`, as a golden set resolved in `workspace` (all-train), and their self-retrieval at the registry's chunking. */
async function draftFor(options: { workspace: Workspace; source: SourceConfig; sections: readonly SectionCoverage[]; targets: readonly SectionCoverage[]; generator: DraftGenerator }): Promise<{ workspace: Workspace; result: SelfRetrieval }> {
  const { workspace, source, generator } = options;
  const file = draftsPath(workspace.golden.file);
  const generated = await generator.generate({ sections: options.sections, targets: options.targets, golden: { file, questions: [] } });
  const drafts = generated.drafts.map(({ draft, target }) => ({ id: draft.id, document: draft.document, heading: draft.heading, target: { document: target.document.path, line: target.section.startLine } }));
  if (drafts.length === 0) throw new Error(`bench/authoring: the ${generator.name} generator drafted nothing for the ${options.targets.length} sections of source "${source.id}"`);
  const golden = parseGoldenSet(draftsYaml(generated.drafts.map((d) => d.draft)), file);
  const drafted = allTrain(workspace, golden);
  if (drafted.labelProblems.length > 0) throw new Error(`bench/authoring: ${drafted.labelProblems.length} of the ${generator.name} drafts do not resolve (first: ${drafted.labelProblems[0]!.message})`);
  const atRegistry = await scoreAtRegistry(drafted, source);
  return { workspace: drafted, result: { source: source.id, generator: generator.name, sections: options.sections.length, targets: options.targets.length, drafts, dropped: generated.dropped, atRegistry, k: workspace.registry.k } };
}

/** τ-b between the rankings of the cells by recall@k under two halves of the source's real questions, for `count` seeded random halvings. */
async function realHalves(real: Workspace, source: SourceConfig, options: { count: number; seed: number }, sweep: (workspace: Workspace) => Promise<SweepReport>): Promise<DraftComparison["halves"]> {
  const keyed = questionsFor(real, sourceDocuments(real, source));
  const random = mulberry32(options.seed);
  const halves: DraftComparison["halves"] = [];
  for (let i = 0; i < options.count; i++) {
    const shuffled = shuffledIndexes(keyed.length, random).map((j) => keyed[j]!.question);
    const cut = Math.floor(shuffled.length / 2);
    const one = await sweep(allTrain(real, { file: real.golden.file, questions: shuffled.slice(0, cut) }));
    const other = await sweep(allTrain(real, { file: real.golden.file, questions: shuffled.slice(cut) }));
    halves.push({ questions: [cut, shuffled.length - cut], tau: kendallTauB(one.cells.map((c) => c.train.recall), other.cells.map((c) => c.train.recall)) });
  }
  return halves;
}

/** `workspace` with `golden` as its golden set, every question resolved against every document and put in train. */
function allTrain(workspace: Workspace, golden: GoldenSet): Workspace {
  const registry = { ...workspace.registry, split: { ...workspace.registry.split, train: 1 } };
  const byPath = new Map<string, Document>();
  for (const list of workspace.documents.values()) for (const d of list) if (!byPath.has(d.path)) byPath.set(d.path, d);
  const all = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const { questions, problems } = resolveQuestions(golden, all, registry.split);
  return { ...workspace, registry, golden, questions, labelProblems: problems };
}

/** The questions of `source` scored at its registry chunking (every question is train here). */
async function scoreAtRegistry(workspace: Workspace, source: SourceConfig): Promise<Metrics> {
  const documents = sourceDocuments(workspace, source);
  const evaluation = await evaluateSource({ registry: workspace.registry, source, documents, questions: questionsFor(workspace, documents) });
  return evaluation.train;
}

function sourceOf(workspace: Workspace, id: string): SourceConfig {
  const source = workspace.registry.sources.find((s) => s.id === id);
  if (!source) throw new Error(`bench/authoring: no source "${id}" (sources: ${workspace.registry.sources.map((s) => s.id).join(", ")})`);
  return source;
}

/** `count` of `items` drawn at random without replacement (seeded), in their original order; all of them when fewer. */
function sampleOf<T>(items: readonly T[], count: number, seed: number): T[] {
  if (items.length <= count) return [...items];
  const chosen = shuffledIndexes(items.length, mulberry32(seed)).slice(0, count);
  return chosen.sort((a, b) => a - b).map((i) => items[i]!);
}

/** 0 … n − 1 in the order a Fisher–Yates shuffle drawing from `random` gives. */
function shuffledIndexes(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < n - 1; i++) {
    const j = i + Math.floor(random() * (n - i));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
