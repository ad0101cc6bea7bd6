import { createHash } from "node:crypto";
import { codeFingerprint } from "../../store/index.js";
import type { GoldenSet, Registry } from "../../config/index.js";
import { VERSION } from "../../version.js";

/**
 * One selection of documents: how many, and a SHA-256 of their (path, content id) pairs in path
 * order (digestSelection). A digest rather than the pairs, so that a commit's selection, which
 * never changes, can be kept between runs in a few bytes (see readKeptBase).
 */
export interface SelectionDigest {
  readonly count: number;
  readonly digest: string;
}

/**
 * Each selection of documents a registry's sources make, keyed by selectionName: what the sources'
 * documents are, told without reading them from a commit (its tree lists the blob ids) and from
 * the bytes on disk (the same blob ids).
 */
export type SourceSelections = ReadonlyMap<string, SelectionDigest>;

/** The name of one source's selection in SourceSelections: its include and exclude globs. */
export function selectionName(include: readonly string[], exclude: readonly string[]): string {
  return JSON.stringify([include, exclude]);
}

/**
 * The cache key of one source's SourceResult, covering everything the result depends on: the code
 * that runs (codeFingerprint) and chunkgate's version; the registry's settings that decide what
 * is scored and how (retriever, k, run depth, split, max_file_bytes, the golden set's path); every
 * source's id, globs and chunking (a question's keys resolve against the documents of all
 * sources); the golden set's questions, in full; and every source's documents by path and content
 * id. Null when some source's selection is not known (a FileSource without content ids): nothing
 * is cached or reused then.
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

// What every source of one workspace shares in its key, hashed once per workspace rather than once
// per source: with thousands of sources, hashing every source's settings and documents for each
// would make a check quadratic in the number of sources.
const sharedDigests = new WeakMap<Registry, WeakMap<GoldenSet, WeakMap<SourceSelections, Map<string, string | null>>>>();

function sharedDigest(registry: Registry, golden: GoldenSet, selections: SourceSelections, code: string): string | null {
  let byGolden = sharedDigests.get(registry);
  if (!byGolden) sharedDigests.set(registry, (byGolden = new WeakMap()));
  let bySelections = byGolden.get(golden);
  if (!bySelections) byGolden.set(golden, (bySelections = new WeakMap()));
  let byCode = bySelections.get(selections);
  if (!byCode) bySelections.set(selections, (byCode = new Map()));
  if (!byCode.has(code)) byCode.set(code, digestShared(registry, golden, selections, code));
  return byCode.get(code)!;
}

const BATCH = 64 * 1024;

/**
 * The digest of a selection's documents: SHA-256 over `\0path\0id` for each (path, content id)
 * pair in the order given, as UTF-8 (a lone surrogate as U+FFFD, as Buffer writes it); equal pairs
 * in equal order give equal digests, and any change of a path, an id, the order or the count
 * another one.
 */
export function digestSelection(pairs: ReadonlyArray<readonly [path: string, id: string]>): SelectionDigest {
  const hash = createHash("sha256");
  // the pairs written as UTF-8 into one buffer and hashed a buffer at a time: the same bytes as
  // an update per piece (a path is written whole, so no surrogate pair is split), without an
  // update per document or joined strings made only to be dropped
  const batch = Buffer.allocUnsafe(BATCH);
  let used = 0;
  const write = (text: string): void => {
    if (used + text.length * 3 + 1 > BATCH) {
      hash.update(batch.subarray(0, used));
      used = 0;
      if (text.length * 3 + 1 > BATCH) {
        hash.update(`\u0000${text}`);
        return;
      }
    }
    batch[used++] = 0;
    used += batch.write(text, used, "utf8");
  };
  for (const [path, id] of pairs) {
    write(path);
    write(id);
  }
  hash.update(batch.subarray(0, used));
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
