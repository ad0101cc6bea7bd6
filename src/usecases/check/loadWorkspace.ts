import { getChunker } from "../../chunking/index.js";
import { joinProblems, openWorkingTree, readConfigFiles, userErrorOnly, type GoldenSet, type Registry, type SourceConfig } from "../../config/index.js";
import { loadCorpus, type Document, type FileSource, type ParseCache, type PreparedCache } from "../../corpus/index.js";
import { UserError } from "../../errors.js";
import { resolveQuestions, type DeletedKeyCheck, type LabelProblem, type ResolvedQuestion } from "../../evaluation/index.js";
import { retrieverIdentity } from "../../retrieval/index.js";
import { ledgerPath, readLedger } from "../../gate/index.js";
import { sourceClaims, sourceMatcher } from "./sourceMatcher.js";
import { isChunkingCache } from "./outlinedDocuments.js";
import { documentFolders, MARKDOWN_EXTENSIONS } from "./unregisteredShapes.js";
import { recordSelections } from "./sourceSelections.js";
import type { SourceSelections } from "./sourceResultKey.js";

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
  /** The corpus's warnings (each once), then the held-out ledger's ignored lines (`file:line: why`). */
  warnings: string[];
  /** Paths selected but left out of every source's documents, each with its warning (see loadCorpus); sorted, once each. */
  skippedFiles: string[];
  /** Where documents and their line counts persist between runs, when the caller gave one. */
  prepared?: PreparedCache;
  /** The registry's text as read (for the changed key's line in a pull request's comparison). */
  registryText: string | null;
  /** The held-out ledger next to the registry (ledgerPath) and its text; null when there is none. */
  ledger: { file: string; text: string | null };
  /** Markdown under the folders the sources draw from (documentFolders) that no source includes, in path order. */
  unregistered: string[];
  /** Every source's documents by path and content id, as read (the key of a SourceResult); null when the files' ids are not known. */
  selections?: SourceSelections | null;
}

/** Loads the registry, golden set and every source's documents; all problems are thrown together, at file and line. */
export async function loadWorkspace(options: {
  root: string;
  registryPath?: string;
  files?: FileSource;
  /** Parsed documents to reuse (default: a fresh cache, so sources sharing files parse them once). */
  parseCache?: ParseCache;
  progress?: (message: string) => void;
  deleted?: DeletedKeyCheck;
  /** Where parsed documents persist between runs (see loadCorpus); none by default. */
  prepared?: PreparedCache;
  /** A golden set that does not exist or holds no question loads as empty instead of being a problem (see readConfigFiles); off by default. */
  emptyGoldenSet?: boolean;
}): Promise<Workspace> {
  const progress = options.progress ?? (() => {});
  const cache = options.parseCache ?? new Map();
  const opened = options.files ? { files: options.files, registryPath: options.registryPath } : await openWorkingTree(options);
  const { registryPath } = opened;
  const recorder = recordSelections(opened.files);
  const files = recorder.files;
  const goldenSets = isChunkingCache(options.prepared) ? options.prepared.goldenSets : undefined;
  const read = await readConfigFiles(files, registryPath, { goldenSets, emptyGoldenSet: options.emptyGoldenSet });
  const { registry, golden } = read;
  const problems = [...read.problems];
  const documents = new Map<string, Document[]>();
  const warnings = new Set<string>();
  const skipped = new Set<string>();
  if (registry !== undefined) {
    for (const source of registry.sources) problems.push(...attempt(() => getChunker(source.chunking.strategy, { file: registry.file, line: source.line })));
    problems.push(...attempt(() => retrieverIdentity(registry.retriever)).map((e) => new UserError(e.message, { file: registry.file, line: read.lines.retriever ?? 1, hint: e.hint })));
    for (const source of registry.sources) {
      progress(`loading ${source.id}`);
      try {
        const corpus = await loadCorpus({ files, include: source.include, exclude: source.exclude, cache, prepared: options.prepared, maxFileBytes: registry.maxFileBytes });
        documents.set(source.id, corpus.documents);
        for (const warning of corpus.warnings) warnings.add(warning);
        for (const file of corpus.skipped) skipped.add(file);
      } catch (error) {
        problems.push(userErrorOnly(error));
      }
    }
  }
  if (problems.length > 0) throw joinProblems(problems);
  if (registry === undefined || golden === undefined) throw new Error("internal: the registry or golden set is missing without a reported problem");
  const { questions, problems: labelProblems } = resolveAll({ golden, registry, documents, prepared: options.prepared }, options.deleted);
  const skippedFiles = [...skipped].sort();
  const ledgerFile = ledgerPath(registry.file);
  const ledgerText = (await files.read(ledgerFile).catch(() => undefined)) ?? null;
  // Here rather than in each command, so a check, a sweep and a merge all tell of a bad ledger line.
  const ledgerWarnings = readLedger(ledgerText ?? "", ledgerFile).warnings;
  return {
    root: options.root,
    registry,
    golden,
    documents,
    questions,
    labelProblems,
    warnings: [...warnings, ...ledgerWarnings],
    skippedFiles,
    registryText: (await files.read(registry.file).catch(() => undefined)) ?? null,
    ledger: { file: ledgerFile, text: ledgerText },
    unregistered: await unregisteredDocuments(files, registry, new Set([...documents.values()].flat().map((d) => d.path).concat(skippedFiles))),
    selections: recorder.selections(registry),
    ...(options.prepared ? { prepared: options.prepared } : {}),
  };
}

/** `workspace` as loading it with `deleted` would have given, for a caller that learns the deleted keys later. */
export function withDeletedKeys(workspace: Workspace, deleted: DeletedKeyCheck): Workspace {
  const { questions, problems } = resolveAll(workspace, deleted);
  return { ...workspace, questions, labelProblems: problems };
}

// The golden set tied to every source's documents, each once, with the resolved keys `prepared` remembers.
function resolveAll(workspace: Pick<Workspace, "golden" | "registry" | "documents" | "prepared">, deleted: DeletedKeyCheck | undefined) {
  const memo = isChunkingCache(workspace.prepared) ? workspace.prepared.keys : undefined;
  return resolveQuestions(workspace.golden, uniqueByPath([...workspace.documents.values()].flat()), workspace.registry.split, { deleted, memo });
}

/** Markdown under the sources' folders that no source claims; `selected` ones are not matched (quadratic otherwise). */
async function unregisteredDocuments(files: FileSource, registry: Registry, selected: ReadonlySet<string>): Promise<string[]> {
  const folders = documentFolders(registry.sources.flatMap((s) => s.include));
  const globs = folders.flatMap((f) => MARKDOWN_EXTENSIONS.map((ext) => (f === "" ? `**/*.${ext}` : `${f}/**/*.${ext}`)));
  const paths = await files.select(globs, ["**/node_modules/**"]).then((selection) => selection.paths, () => [] as string[]);
  const claimed = sourceClaims(registry.sources);
  return paths.filter((path) => !selected.has(path) && !claimed(path));
}

/** The user error `run` throws (none when it returns); anything else is rethrown. */
function attempt(run: () => unknown): UserError[] {
  try {
    run();
    return [];
  } catch (error) {
    return [userErrorOnly(error)];
  }
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

/** The answerable questions keyed to these documents; with `source`, also those keyed to its deleted ones (misses). */
export function questionsFor(workspace: Workspace, documents: readonly Document[], source?: SourceConfig): ResolvedQuestion[] {
  const index = questionIndex(workspace.questions);
  const found = new Set<number>();
  for (const document of documents) for (const i of index.byPath.get(document.path) ?? []) found.add(i);
  if (source && index.deleted.length > 0) {
    const matches = sourceMatcher(source);
    for (const i of index.deleted) if (workspace.questions[i]!.supporting.some((key) => key.deleted !== undefined && matches(key.deleted.path))) found.add(i);
  }
  return [...found].sort((a, b) => a - b).map((i) => workspace.questions[i]!);
}

/** Whether a question is scored against a key whose section the change deleted, as `deleted` resolved it. */
export function scoresDeletedKeys(workspace: Workspace): boolean {
  return questionIndex(workspace.questions).deleted.length > 0;
}

/** Where each question's supporting keys point, by document path, and which keys name a deleted document. */
interface QuestionIndex {
  byPath: Map<string, number[]>;
  deleted: number[];
}

const questionIndexes = new WeakMap<readonly ResolvedQuestion[], QuestionIndex>();

/** The questions by the paths of their keys, built once per workspace so asking per source is not quadratic. */
function questionIndex(questions: readonly ResolvedQuestion[]): QuestionIndex {
  let index = questionIndexes.get(questions);
  if (index) return index;
  index = { byPath: new Map(), deleted: [] };
  questions.forEach((question, i) => {
    for (const key of question.supporting) {
      for (const path of key.paths) {
        const list = index!.byPath.get(path);
        if (!list) index!.byPath.set(path, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
      if (key.deleted !== undefined && index!.deleted[index!.deleted.length - 1] !== i) index!.deleted.push(i);
    }
  });
  questionIndexes.set(questions, index);
  return index;
}

function uniqueByPath(documents: readonly Document[]): Document[] {
  // one source's documents are in path order already (FileSource.select): nothing to merge or sort
  let ascending = true;
  for (let i = 1; i < documents.length && ascending; i++) ascending = documents[i - 1]!.path < documents[i]!.path;
  if (ascending) return documents.slice();
  const seen = new Map<string, Document>();
  for (const d of documents) if (!seen.has(d.path)) seen.set(d.path, d);
  return [...seen.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
