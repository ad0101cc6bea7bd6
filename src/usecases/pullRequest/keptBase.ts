import { createHash } from "node:crypto";
import { codeFingerprint } from "../../store/index.js";
import { readConfigFiles, type ConfigFiles } from "../../config/index.js";
import type { FileSource } from "../../corpus/index.js";
import { ledgerPath } from "../../gate/index.js";
import { resultsCacheable, type CommitReads, type ResultCache } from "../check/resultCache.js";
import type { SourceResult } from "../check/sourceResult.js";
import { readSelections } from "../check/sourceSelections.js";
import { selectionName, sourceResultKey, type SelectionDigest, type SourceSelections } from "../check/sourceResultKey.js";
import { VERSION } from "../../version.js";
import type { GoldenSet, GoldenSetMemo, Registry } from "../../config/index.js";
import type { WorkspaceConfig } from "./compareWithBase.js";

/** A pull request's base known without reading its documents: its configuration, and the results kept for it. */
export interface KeptBase {
  config: WorkspaceConfig;
  result: (sourceId: string) => SourceResult | undefined;
}

/** A pull request's base read from its commit's tree alone, so it reads no document; null if anything is not plain. */
export async function readKeptBase(options: { files: FileSource; registryPath?: string; results: ResultCache; goldenSets?: GoldenSetMemo; commit?: string }): Promise<KeptBase | null> {
  const { results } = options;
  const key = options.commit !== undefined && FULL_COMMIT_ID.test(options.commit) ? commitReadsKey(options.commit, options.registryPath) : undefined;
  const kept = key === undefined ? undefined : results.commit(key);
  const reads = readsOf(options.files, kept?.reads);
  const files = reads.files;
  let read;
  try {
    read = await readConfigFiles(files, options.registryPath, options.goldenSets ? { goldenSets: options.goldenSets } : {});
  } catch {
    return null;
  }
  const { registry, golden } = read;
  if (read.problems.length > 0 || registry === undefined || golden === undefined || !resultsCacheable(registry)) return null;
  const selections = (kept && keptSelections(kept, registry)) ?? (await readSelections(options.files, registry));
  if (selections === null) return null;
  const text = async (path: string): Promise<string | null> => (await files.read(path).catch(() => undefined)) ?? null;
  const ledgerFile = ledgerPath(registry.file);
  const config: WorkspaceConfig = { registry, golden, registryText: await text(registry.file), ledger: { file: ledgerFile, text: await text(ledgerFile) } };
  if (key !== undefined && kept === undefined && reads.recorded !== null) results.setCommit(key, { reads: reads.recorded, selections: [...selections].map(([name, s]) => [name, s.count, s.digest] as const) });
  return { config, result: (sourceId) => lookupResult(results, { registry, golden, sourceId, selections }) };
}

/** A full SHA-1 or SHA-256 commit id, as gitChangedFiles gives the merge base. */
const FULL_COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

function commitReadsKey(commit: string, registryPath: string | undefined): string {
  return createHash("sha256").update(JSON.stringify(["chunkgate commit reads", VERSION, codeFingerprint(), commit, registryPath ?? null])).digest("hex");
}

/** `files` answering from `kept` where it holds the path; without `kept` every read is recorded, and `recorded` is null once one failed. */
function readsOf(files: FileSource, kept: CommitReads["reads"] | undefined): { files: ConfigFiles; readonly recorded: Array<readonly [string, string | null]> | null } {
  const texts = new Map(kept ?? []);
  let recorded: Array<readonly [string, string | null]> | null = kept ? null : [];
  return {
    files: {
      label: files.label,
      async read(path) {
        if (texts.has(path)) return texts.get(path) ?? undefined;
        try {
          const text = await files.read(path);
          recorded?.push([path, text ?? null]);
          return text;
        } catch (error) {
          recorded = null;
          throw error;
        }
      },
    },
    get recorded() {
      return recorded;
    },
  };
}

// The kept selections when they cover every source of the registry; else they are read again.
function keptSelections(kept: CommitReads, registry: Registry): SourceSelections | null {
  const selections = new Map<string, SelectionDigest>(kept.selections.map(([name, count, digest]) => [name, { count, digest }]));
  return registry.sources.every((s) => selections.has(selectionName(s.include, s.exclude))) ? selections : null;
}

/** The kept result of `sourceId` over these documents; a foreign entry (another source id or chunking) is not served. */
function lookupResult(results: ResultCache, options: { registry: Registry; golden: GoldenSet; sourceId: string; selections: SourceSelections }): SourceResult | undefined {
  const source = options.registry.sources.find((s) => s.id === options.sourceId);
  const key = sourceResultKey(options);
  if (!source || key === null) return undefined;
  const found = results.get(key);
  if (!found || found.sourceId !== source.id || JSON.stringify(found.chunking) !== JSON.stringify(source.chunking)) return undefined;
  return found;
}
