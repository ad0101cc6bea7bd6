import { readConfigFiles } from "../../config/index.js";
import type { FileSource } from "../../corpus/index.js";
import { ledgerPath } from "../../gate/index.js";
import type { ResultCache } from "../check/resultCache.js";
import type { SourceResult } from "../check/sourceResult.js";
import { readSelections } from "../check/sourceSelections.js";
import { resultsCacheable } from "../check/workspaceResultKey.js";
import { sourceResultKey, type SourceSelections } from "../check/sourceResultKey.js";
import type { GoldenSet, GoldenSetMemo, Registry } from "../../config/index.js";
import type { WorkspaceConfig } from "./compareWithBase.js";

/** A pull request's base known without reading its documents: its configuration, and the results kept for it. */
export interface KeptBase {
  config: WorkspaceConfig;
  /** The result kept for this source at the base (see lookupResult), or undefined. */
  result: (sourceId: string) => SourceResult | undefined;
}

/**
 * The base of a pull request read from its commit's tree alone: the registry, golden set and
 * ledger (small files), and every source's documents by path and blob id from `git ls-tree`, which
 * is all a kept SourceResult's key needs, so a base the main branch already evaluated costs no
 * document read, parse, chunk or index. Null when anything is not plain (the registry or golden
 * set has problems, the retriever's results are not kept, a selection fails): the caller then
 * loads the base the ordinary way, which reports what is wrong exactly as before. `goldenSets`:
 * golden sets parsed before (see readConfigFiles).
 */
export async function readKeptBase(options: { files: FileSource; registryPath?: string; results: ResultCache; goldenSets?: GoldenSetMemo }): Promise<KeptBase | null> {
  const { files, results } = options;
  let read;
  try {
    read = await readConfigFiles(files, options.registryPath, options.goldenSets ? { goldenSets: options.goldenSets } : {});
  } catch {
    return null;
  }
  const { registry, golden } = read;
  if (read.problems.length > 0 || registry === undefined || golden === undefined || !resultsCacheable(registry)) return null;
  const selections = await readSelections(files, registry);
  if (selections === null) return null;
  const text = async (path: string): Promise<string | null> => (await files.read(path).catch(() => undefined)) ?? null;
  const ledgerFile = ledgerPath(registry.file);
  const config: WorkspaceConfig = { registry, golden, registryText: await text(registry.file), ledger: { file: ledgerFile, text: await text(ledgerFile) } };
  return { config, result: (sourceId) => lookupResult(results, { registry, golden, sourceId, selections }) };
}

/**
 * The kept result of source `sourceId` of this registry over these documents, or undefined: a
 * result whose own source id or chunking differs from what was asked (a foreign entry) is not
 * served either.
 */
function lookupResult(results: ResultCache, options: { registry: Registry; golden: GoldenSet; sourceId: string; selections: SourceSelections }): SourceResult | undefined {
  if (!resultsCacheable(options.registry)) return undefined;
  const source = options.registry.sources.find((s) => s.id === options.sourceId);
  const key = sourceResultKey(options);
  if (!source || key === null) return undefined;
  const found = results.get(key);
  if (!found || found.sourceId !== source.id || JSON.stringify(found.chunking) !== JSON.stringify(source.chunking)) return undefined;
  return found;
}
