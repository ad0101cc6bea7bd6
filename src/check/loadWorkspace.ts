import { getChunker } from "../chunking/strategies.js";
import { loadRegistry } from "../config/loadRegistry.js";
import { loadRegistryFrom } from "../config/loadRegistryFrom.js";
import type { GoldenSet, Registry, SourceConfig } from "../config/types.js";
import type { FileSource } from "../corpus/fileSource.js";
import { fsFileSource } from "../corpus/fsFileSource.js";
import type { PreparedCache } from "../corpus/preparedCache.js";
import { loadCorpus, type ParseCache } from "../corpus/loadCorpus.js";
import type { Document } from "../corpus/types.js";
import { UserError } from "../errors.js";
import { resolveQuestions, type LabelProblem, type ResolvedQuestion } from "../evaluation/resolveQuestions.js";
import { getRetriever } from "../retrieval/retriever.js";

/** Everything a check reads from a repository, validated and tied together, before any scoring. */
export interface Workspace {
  root: string;
  registry: Registry;
  golden: GoldenSet;
  /** Each source's documents, in path order. */
  documents: Map<string, Document[]>;
  /** Answerable questions whose keys fit the corpus. */
  questions: ResolvedQuestion[];
  labelProblems: LabelProblem[];
  warnings: string[];
  /** Where documents and their line counts persist between runs, when the caller gave one. */
  prepared?: PreparedCache;
}

/**
 * Loads the registry, the golden set and every source's documents under `root`, checks that every
 * strategy and retriever named exists, and ties the golden set to the documents. All sources are
 * loaded even when only some will be scored, so that a question is never mistaken for a stale
 * label just because its document belongs to a source not being checked.
 *
 * `files` is where the registry, golden set and documents are read from (for example a commit,
 * via gitFileSource); by default the working tree at `root`, with loadRegistry's checks on it.
 */
export async function loadWorkspace(options: {
  root: string;
  registryPath?: string;
  files?: FileSource;
  /** Parsed documents to reuse (default: a fresh cache, so sources sharing files parse them once). */
  parseCache?: ParseCache;
  /** Where parsed documents persist between runs (see loadCorpus); none by default. */
  prepared?: PreparedCache;
  progress?: (message: string) => void;
}): Promise<Workspace> {
  const progress = options.progress ?? (() => {});
  const cache = options.parseCache ?? new Map();
  const files = options.files ?? fsFileSource(options.root);
  const { registry, golden } = options.files
    ? await loadRegistryFrom(options.files, options.registryPath)
    : await loadRegistry({ root: options.root, registryPath: options.registryPath });
  for (const source of registry.sources) getChunker(source.chunking.strategy, { file: registry.file, line: source.line });
  getRetriever(registry.retriever.kind);
  const documents = new Map<string, Document[]>();
  const warnings: string[] = [];
  for (const source of registry.sources) {
    progress(`loading ${source.id}`);
    const corpus = await loadCorpus({ files, include: source.include, exclude: source.exclude, cache, prepared: options.prepared, maxFileBytes: registry.maxFileBytes });
    documents.set(source.id, corpus.documents);
    warnings.push(...corpus.warnings);
  }
  const all = uniqueByPath([...documents.values()].flat());
  const { questions, problems } = resolveQuestions(golden, all, registry.split);
  return { root: options.root, registry, golden, documents, questions, labelProblems: problems, warnings, ...(options.prepared ? { prepared: options.prepared } : {}) };
}

/** The sources named by `ids` (all when empty); an unknown id is a UserError listing the known ones. */
export function selectSources(registry: Registry, ids: readonly string[] | undefined): SourceConfig[] {
  if (!ids || ids.length === 0) return registry.sources;
  const known = registry.sources.map((s) => s.id);
  for (const id of ids) {
    if (!known.includes(id)) throw new UserError(`no source "${id}" in ${registry.file}`, { hint: `use one of: ${known.join(", ")}` });
  }
  return registry.sources.filter((s) => ids.includes(s.id));
}

/** A source's documents, or a UserError when its globs match nothing (never a silent empty pass). */
export function sourceDocuments(workspace: Workspace, source: SourceConfig): Document[] {
  const documents = workspace.documents.get(source.id) ?? [];
  if (documents.length === 0) {
    throw new UserError(`source "${source.id}" matches no file`, {
      file: workspace.registry.file,
      line: source.line,
      hint: `check its include globs (${source.include.join(", ")}); they are relative to the repository root`,
    });
  }
  return documents;
}

/** The answerable questions whose supporting evidence lives in these documents. */
export function questionsFor(workspace: Workspace, documents: readonly Document[]): ResolvedQuestion[] {
  const paths = new Set(documents.map((d) => d.path));
  return workspace.questions.filter((q) => q.supporting.some((key) => key.paths.some((p) => paths.has(p))));
}

function uniqueByPath(documents: readonly Document[]): Document[] {
  const seen = new Map<string, Document>();
  for (const d of documents) if (!seen.has(d.path)) seen.set(d.path, d);
  return [...seen.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
