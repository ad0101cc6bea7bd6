import { isDeepStrictEqual } from "node:util";
import { evaluateSource, type SourceEvaluation } from "../check/measureSource.js";
import { questionsFor, selectSources, sourceDocuments, type Workspace } from "../check/loadWorkspace.js";
import { getChunker, type ChunkingParams } from "../../chunking/index.js";
import { parseRegistry } from "../../config/index.js";
import { fsFileSource } from "../../corpus/index.js";
import { UserError } from "../../errors.js";
import type { RetrieverRuntime } from "../../retrieval/index.js";
import { baselineDigest } from "../../gate/index.js";
import { fingerprintDocuments } from "../sweep/fingerprintDocuments.js";
import { fingerprintGoldenSet } from "../sweep/fingerprintGoldenSet.js";
import { resolveOverlap } from "../sweep/planCells.js";
import { baselineEntries } from "./baselineEntries.js";
import { editRegistryText } from "./editRegistryText.js";
import { unifiedDiff } from "./unifiedDiff.js";
import type { YamlMapValue } from "./yamlValue.js";
import type { SweepGrid } from "../sweep/types.js";
import { resolveSweepGrid } from "../sweep/resolveSweepGrid.js";
import { formatScalar } from "./scalarEdit.js";
import { readSweepReport } from "../sweep/readSweepReport.js";

/** What `chunkgate record` measures and where it writes. */
export interface RecordOptions {
  /** Its registry file is the one edited. */
  workspace: Workspace;
  sourceId: string;
  /** The configuration to record; each part left out keeps the registry's; `overlap` as in a sweep's grid. */
  chunking?: { strategy?: string; size?: number; overlap?: number };
  /** The grid a sweep chose `chunking` from, kept in the source's `sweep:` block; absent, `sweep:` is not touched. */
  grid?: SweepGrid;
  /** The measurement date, YYYY-MM-DD, injected so reruns are reproducible. */
  today: string;
  /** Default offline. */
  runtime?: RetrieverRuntime;
}

/** The measurement and the registry edit it leads to; nothing is written here. */
export interface RecordResult {
  /** Registry path relative to the root. */
  file: string;
  before: string;
  after: string;
  /** Unified diff from `before` to `after`; empty when nothing changes. */
  diff: string;
  chunking: ChunkingParams;
  evaluation: SourceEvaluation;
}

/** Measures one source as a check does: the registry text with its chunking and baseline (read back), and the diff. */
export async function runRecord(options: RecordOptions): Promise<RecordResult> {
  const { workspace, sourceId } = options;
  const { registry, golden } = workspace;
  if (workspace.labelProblems.length > 0) {
    const first = workspace.labelProblems[0]!;
    throw new UserError(`${workspace.labelProblems.length} golden-set label(s) do not fit the corpus, so a baseline would be measured on a subset (first: ${first.questionId}: ${first.message})`, {
      file: first.file,
      line: first.line,
      hint: "fix them (`chunkgate check` lists them all), then record again",
    });
  }
  const source = selectSources(registry, [sourceId])[0]!;
  const chunking = target(source.chunking, options.chunking ?? {}, registry.file);
  const documents = sourceDocuments(workspace, source);
  const evaluation = await evaluateSource({ registry, source, documents, questions: questionsFor(workspace, documents, source), chunking, runtime: options.runtime, preparedCache: workspace.prepared });
  if (evaluation.train.questions === 0) {
    throw new UserError(`no train question is answered by source "${source.id}": there is no recall to record`, {
      file: registry.file,
      line: source.line,
      hint: `add questions to ${golden.file} whose supporting keys name documents of "${source.id}"`,
    });
  }
  const before = await fsFileSource(workspace.root).read(registry.file);
  if (before === undefined) throw new UserError(`the registry ${registry.file} disappeared while recording`, { file: registry.file, hint: "run record again" });
  const measured = { today: options.today, k: registry.k, goldenSet: fingerprintGoldenSet(golden), corpusFingerprint: fingerprintDocuments(documents) };
  let sweep: YamlMapValue["entries"] = [];
  const edit = (digest?: string) =>
    editRegistryText(before, { file: registry.file, sourceId, chunking: chunkingEntries(source.chunking, chunking), baseline: baselineEntries(evaluation, { ...measured, ...(digest === undefined ? {} : { digest }) }), sweep });
  // the grid to keep depends on the recorded chunking (the default grid is centred on it)
  if (options.grid) sweep = recordedGrid(edit(), { file: registry.file, sourceId, grid: options.grid });
  // the digest covers the values as read back, so a second, identical edit adds only `digest:`
  const after = edit(digestOf(edit(), registry.file, sourceId));
  verify(after, registry.file, sourceId, chunking, evaluation, options.today);
  if (options.grid && recordedGrid(after, { file: registry.file, sourceId, grid: options.grid }).length > 0) {
    throw new Error(`internal: the edited ${registry.file} would not sweep the grid the choice was made on; nothing was written`);
  }
  return { file: registry.file, before, after, diff: unifiedDiff(before, after, registry.file), chunking, evaluation };
}

function target(current: ChunkingParams, change: NonNullable<RecordOptions["chunking"]>, file: string): ChunkingParams {
  const strategy = change.strategy ?? current.strategy;
  if (change.strategy !== undefined) {
    try {
      getChunker(strategy);
    } catch (error) {
      if (error instanceof UserError) throw new UserError(`--strategy: ${error.message}`, { hint: error.hint?.replace(/^set chunking\.strategy to/, "use") });
      throw error;
    }
  }
  const size = change.size ?? current.size;
  const overlap = change.overlap === undefined ? current.overlap : resolveOverlap(change.overlap, size);
  if (overlap >= size) {
    const asked = change.overlap === undefined ? `the registry's overlap ${overlap}` : `overlap ${change.overlap} (${overlap})`;
    throw new UserError(`${asked} is not below size ${size}`, { file, hint: "pass an --overlap below the size, or a ratio below 1 such as 0.1" });
  }
  return { ...current, strategy, size, overlap };
}

/** The chunking keys record sets, in the order it writes them. */
const RECORDED_KEYS = ["strategy", "size", "overlap"] as const;

/** Chunking keys to write: those whose value changes (a key absent from the file is added only then). */
function chunkingEntries(current: ChunkingParams, next: ChunkingParams): YamlMapValue["entries"] {
  return RECORDED_KEYS.flatMap((key) => (next[key] === current[key] ? [] : [[key, next[key]] as const]));
}

function digestOf(text: string, file: string, sourceId: string): string {
  const source = parseRegistry(text, file).sources.find((s) => s.id === sourceId);
  if (source?.baseline == null) throw new Error(`internal: the edited ${file} has no baseline for ${sourceId}; nothing was written`);
  return baselineDigest({ sourceId, chunking: source.chunking, baseline: source.baseline });
}

function verify(text: string, file: string, sourceId: string, chunking: ChunkingParams, evaluation: SourceEvaluation, today: string): void {
  const source = parseRegistry(text, file).sources.find((s) => s.id === sourceId);
  const b = source?.baseline;
  const { train, heldOut } = evaluation;
  const ok =
    source !== undefined &&
    RECORDED_KEYS.every((key) => source.chunking[key] === chunking[key]) &&
    b != null &&
    b.measuredOn === today &&
    b.retriever === evaluation.index.retriever.identity &&
    Math.round(b.recall * train.questions) === train.hits &&
    (heldOut.questions === 0 ? b.heldOutRecall === null : b.heldOutRecall !== null && Math.round(b.heldOutRecall * heldOut.questions) === heldOut.hits) &&
    b.questions?.train === train.questions &&
    b.questions.heldOut === heldOut.questions &&
    b.digest === baselineDigest({ sourceId, chunking: source.chunking, baseline: b });
  if (!ok) throw new Error(`internal: the edited ${file} does not read back as the recorded values; nothing was written`);
}

/** The `sweep:` lists the next sweep of edited `text` would resolve differently from `grid` (the default grid follows the chunking). */
export function recordedGrid(text: string, options: { file: string; sourceId: string; grid: SweepGrid }): YamlMapValue["entries"] {
  const registry = parseRegistry(text, options.file);
  const source = registry.sources.find((s) => s.id === options.sourceId);
  if (source === undefined) throw new Error(`internal: the edited ${options.file} has no source ${options.sourceId}`);
  const next = resolveSweepGrid({ registry, source });
  const entries: Array<[string, { raw: string }]> = [];
  for (const key of ["strategies", "sizes", "overlaps"] as const) {
    const kept = options.grid[key];
    if (!isDeepStrictEqual(next[key], kept)) entries.push([key, { raw: `[${kept.map((v: string | number) => formatScalar(v, { flow: true })).join(", ")}]` }]);
  }
  return entries;
}

/** The cell and grid `record --from-sweep FILE` records from a completed sweep of this source in its unit (else UserError). */
export function recordedChunking(options: { text: string; file: string; sourceId: string; workspace: Workspace; warn: (message: string) => void }): {
  chunking: NonNullable<RecordOptions["chunking"]>;
  grid: SweepGrid;
} {
  const { file, sourceId, workspace } = options;
  const report = readSweepReport(options.text, file);
  if (report.source !== sourceId) throw new UserError(`is a sweep of source "${report.source}", not "${sourceId}"`, { file, hint: `pass --source ${report.source}, or the sweep of ${sourceId}` });
  if (report.choice === null) throw new UserError("is one shard of a sweep: nothing was chosen yet", { file, hint: "merge the shards (`chunkgate merge … --json FILE`) and record from the merged file" });
  const source = selectSources(workspace.registry, [sourceId])[0]!;
  const { unit, tokenizer, contextHeader } = report.settings;
  if (unit !== source.chunking.unit || tokenizer !== source.chunking.tokenizer || contextHeader !== source.chunking.contextHeader) {
    throw new UserError(`was measured in ${unit} (${tokenizer}, context header ${contextHeader ? "on" : "off"}), which the source no longer uses`, {
      file,
      hint: "run the sweep again with the registry as it is now",
    });
  }
  if (report.fingerprints.goldenSet !== fingerprintGoldenSet(workspace.golden)) {
    options.warn(`${file} was measured with another version of the golden set; the chosen cell is measured again now`);
  }
  const chosen = report.cells.find((c) => c.name === report.choice!.cell);
  if (chosen === undefined) throw new UserError(`names the chosen cell "${report.choice.cell}" but holds no such cell`, { file, hint: "pass the file exactly as chunkgate wrote it" });
  return { chunking: { strategy: chosen.strategy, size: chosen.size, overlap: chosen.overlap }, grid: report.grid };
}
