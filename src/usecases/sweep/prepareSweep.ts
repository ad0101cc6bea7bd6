import { selectSources, questionsFor, sourceDocuments } from "../check/loadWorkspace.js";
import { prepareCorpus, type Chunk, type PreparedCorpus, type PreparedDocument } from "../../chunking/index.js";
import { REGISTRY_DEFAULTS, type Registry, type RetrieverConfig, type SourceConfig } from "../../config/index.js";
import { UserError } from "../../errors.js";
import type { ResolvedKey, ResolvedQuestion } from "../../evaluation/index.js";
import { Bm25Vocabulary, TermCountRecorder, createRetrieverRuntime, retrieverIdentity, type RetrieverRuntime } from "../../retrieval/index.js";
import { fingerprintDocuments } from "./fingerprintDocuments.js";
import { fingerprintGoldenSet } from "./fingerprintGoldenSet.js";
import { BlockChecks, structureBlocks, type StructureBlock } from "./blockIntegrity.js";
import type { SweepOptions } from "./runSweep.js";
import { SWEEP_SCHEMA_VERSION, type SweepReport } from "./types.js";

/** The report fields every run of one sweep shares, whatever its grid or shard. */
export type SweepHeader = Pick<
  SweepReport,
  "schemaVersion" | "kind" | "registry" | "goldenSet" | "source" | "fingerprints" | "settings" | "current" | "corpus" | "questions"
>;

/** One source made ready to be measured at many configurations: the expensive work, done once. */
export interface SweepContext {
  registry: Registry;
  source: SourceConfig;
  /** The retriever every cell is measured with (the registry's, unless the sweep was given another). */
  retriever: RetrieverConfig;
  runtime: RetrieverRuntime;
  /** Counts each cell's chunks for its bm25 index; its vocabulary, shared by every cell, analyses each token once. */
  recorder: TermCountRecorder;
  /** The documents any question's keys name, the only ones whose chunk texts a cell keeps; null when two documents share a path. */
  keyPaths: ReadonlySet<string> | null;
  /** Per document, by section index, the chunks that are the same in every cell from some size on, as the first such cell made them. */
  stable: Map<PreparedDocument, Map<number, Chunk>>;
  /** Where each kept chunk's record starts in `records` (its warning bits are the number before it). */
  measured: Map<Chunk, number>;
  /** The kept chunks' warning bits and records, one after another, in one growing array (no object per chunk). */
  records: { data: Int32Array; length: number };
  /** Every document tokenized once under the source's tokenizer; each cell only re-windows it. */
  prepared: PreparedCorpus;
  blocks: Map<string, StructureBlock[]>;
  /** Block checks against kept chunks' texts, answered once for every cell. */
  blockChecks: BlockChecks;
  train: ResolvedQuestion[];
  heldOut: ResolvedQuestion[];
  /** Span keys of the train questions, for span integrity. */
  spans: ResolvedKey[];
  header: SweepHeader;
}

/** Prepares one source for a sweep once: documents tokenized, blocks listed, questions split; UserError without train questions. */
export async function prepareSweep(options: Pick<SweepOptions, "workspace" | "sourceId" | "progress" | "retriever" | "runtime">): Promise<SweepContext> {
  const { workspace, sourceId } = options;
  const { registry, golden } = workspace;
  const retriever = options.retriever ?? registry.retriever;
  const runtime = options.runtime ?? createRetrieverRuntime({ progress: options.progress });
  const source = selectSources(registry, [sourceId])[0]!;
  const documents = sourceDocuments(workspace, source);
  const questions = questionsFor(workspace, documents, source);
  const train = questions.filter((q) => q.split === "train");
  const heldOut = questions.filter((q) => q.split === "held_out");
  if (train.length === 0) {
    throw new UserError(`no train question is answered by source "${source.id}": a sweep would rank its cells on nothing`, {
      file: registry.file,
      line: source.line,
      hint: `add questions to ${golden.file} whose supporting keys name documents of "${source.id}"`,
    });
  }
  options.progress?.(`tokenizing ${source.id} (${documents.length} documents, once for every cell)`);
  const prepared = await prepareCorpus(documents, source.chunking.tokenizer, { prepared: workspace.prepared });
  const spans = train.flatMap((q) => q.supporting.filter((key) => key.span !== undefined));
  const { chunking } = source;
  const header: SweepHeader = {
    schemaVersion: SWEEP_SCHEMA_VERSION,
    kind: "chunkgate-sweep",
    registry: registry.file,
    goldenSet: golden.file,
    source: source.id,
    fingerprints: { goldenSet: fingerprintGoldenSet(golden), documents: fingerprintDocuments(documents) },
    settings: {
      retriever: retrieverIdentity(retriever),
      k: registry.k,
      runDepth: registry.runDepth,
      split: { ...registry.split },
      confidence: registry.noise.confidence,
      choiceBand: source.sweep?.choiceBand ?? registry.sweep?.choiceBand ?? REGISTRY_DEFAULTS.sweep.choiceBand,
      overfitMargin: registry.overfitMargin,
      unit: chunking.unit,
      contextHeader: chunking.contextHeader,
      tokenizer: chunking.tokenizer,
    },
    current: { strategy: chunking.strategy, size: chunking.size, overlap: chunking.overlap },
    corpus: { documents: documents.length, sections: prepared.sections, tokens: prepared.tokens },
    questions: { train: train.length, heldOut: heldOut.length, spans: spans.length },
  };
  const paths = new Set(documents.map((d) => d.path));
  const keyPaths = paths.size === documents.length ? new Set(questions.flatMap((q) => q.supporting.flatMap((key) => key.paths))) : null;
  return { registry, source, retriever, runtime, recorder: new TermCountRecorder(new Bm25Vocabulary()), keyPaths, stable: new Map(), measured: new Map(), records: { data: new Int32Array(1 << 16), length: 0 }, prepared, blocks: structureBlocks(prepared), blockChecks: new BlockChecks(), train, heldOut, spans, header };
}
