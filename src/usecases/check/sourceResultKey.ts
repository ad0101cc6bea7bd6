import { createHash } from "node:crypto";
import { codeFingerprint } from "../../store/index.js";
import type { GoldenSet, Registry } from "../../config/index.js";
import { VERSION } from "../../version.js";

/** One selection of documents: how many, and a SHA-256 of their (path, content id) pairs in path order (digestSelection). */
export interface SelectionDigest {
  readonly count: number;
  readonly digest: string;
}

/** Each selection a registry's sources make, by selectionName: known from a commit's tree without reading the files. */
export type SourceSelections = ReadonlyMap<string, SelectionDigest>;

/** The name of one source's selection in SourceSelections: its include and exclude globs. */
export function selectionName(include: readonly string[], exclude: readonly string[]): string {
  return JSON.stringify([include, exclude]);
}

/**
 * The cache key of one source's SourceResult: version and code, the registry's scoring settings, every source's id,
 * globs and chunking, the golden set's questions, every source's documents by path and content id. Null when unknown.
 */
export function sourceResultKey(options: {
  registry: Registry;
  golden: GoldenSet;
  sourceId: string;
  selections: SourceSelections;
  /** The running code's fingerprint; default codeFingerprint() (a test names another code). */
  code?: string;
}): string | null {
  const shared = sharedDigest(options.registry, options.golden, options.selections, options.code ?? codeFingerprint());
  if (shared === null) return null;
  return createHash("sha256").update(JSON.stringify(["chunkgate source result", shared, options.sourceId])).digest("hex");
}

// what every source of a workspace shares in its key, hashed once per workspace (else quadratic in sources)
const sharedDigests = new WeakMap<SourceSelections, { registry: Registry; golden: GoldenSet; code: string; digest: string | null }>();

function sharedDigest(registry: Registry, golden: GoldenSet, selections: SourceSelections, code: string): string | null {
  const known = sharedDigests.get(selections);
  if (known?.registry === registry && known.golden === golden && known.code === code) return known.digest;
  const digest = digestShared(registry, golden, selections, code);
  sharedDigests.set(selections, { registry, golden, code, digest });
  return digest;
}

/** Pairs hashed per update: fewer updates than one per pair, no string the size of a whole large selection. */
const SLICE = 1024;

/** SHA-256 over `\0path\0id` (UTF-8) for each pair in order: any change of a path, id, order or count changes it. */
export function digestSelection(pairs: ReadonlyArray<readonly [path: string, id: string]>): SelectionDigest {
  const hash = createHash("sha256");
  for (let i = 0; i < pairs.length; i += SLICE) hash.update(pairs.slice(i, i + SLICE).map(([path, id]) => `\u0000${path}\u0000${id}`).join(""));
  return { count: pairs.length, digest: hash.digest("hex") };
}

function digestShared(registry: Registry, golden: GoldenSet, selections: SourceSelections, code: string): string | null {
  const hash = createHash("sha256");
  const settings = { retriever: registry.retriever, k: registry.k, runDepth: registry.runDepth, split: registry.split, maxFileBytes: registry.maxFileBytes ?? null, questions: registry.questions };
  hash.update(JSON.stringify([VERSION, code, settings]));
  hash.update(JSON.stringify(registry.sources.map((s) => [s.id, s.include, s.exclude, s.chunking])));
  hash.update(JSON.stringify(golden.questions));
  const names = [...new Set(registry.sources.map((s) => selectionName(s.include, s.exclude)))].sort();
  for (const name of names) {
    const selection = selections.get(name);
    if (selection === undefined) return null;
    hash.update(`\u0000${name}\u0000${selection.count}\u0000${selection.digest}`);
  }
  return hash.digest("hex");
}
