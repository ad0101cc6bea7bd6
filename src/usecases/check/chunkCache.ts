import { createHash } from "node:crypto";
import { codeFingerprint, openBucketedStore, type BucketedStore, type ContentStore } from "../../cache/index.js";
import type { Chunk, ChunkingParams } from "../../chunking/index.js";
import type { TermCounts } from "../../retrieval/index.js";
import { VERSION } from "../../version.js";
import { decodeChunkEntry, encodeChunkEntry } from "./chunkEntryBytes.js";
import type { ChunkContext } from "./compactChunks.js";

/** Bump when what a chunk entry holds, or how it is stored, changes (2: bytes, see encodeChunkEntry, instead of JSON). */
const CHUNK_REVISION = 2;

/** One document's chunks under one chunking configuration, with the figures a source's cost adds up. */
export interface CachedChunks {
  chunks: Chunk[];
  /** Tokens and words of the document's content lines in the configuration's tokenizer (PreparedDocument's), and its section count. */
  tokens: number;
  words: number;
  sections: number;
  /**
   * The analysed terms of the chunks' embed texts, counted chunk by chunk (see countTerms), when a
   * run with a BM25 retriever counted them: a later BM25 build replays them instead of analysing.
   */
  terms?: TermCounts;
}

/** What a document is without parsing it: all loadCorpus reports about it besides its sections. */
export interface DocumentOutline {
  title: string;
  lineCount: number;
  warnings: string[];
}

/**
 * The per-document cache of chunks: for a document key (path and content id, see documentKey) and
 * a chunking configuration, the document's chunks and figures (and, once a BM25 run counted them,
 * the analysed terms of each chunk), so a warm run chunks only the
 * documents that changed and never loads the others' prepared form; and for a document key, its
 * outline, so loading it needs neither parsing nor the prepared-document cache. Kept in the content
 * store's `chunks` namespace (outlines in `outlines`), in buckets (see openBucketedStore), verified and bounded like the
 * prepared documents; the keys hold the chunkgate version and a fingerprint of the running code,
 * so chunks made by other code are never served.
 */
export interface ChunkCache {
  /** The chunks stored for `key` under `params`, rebuilt for the document `context`, or undefined (a corrupt entry too). */
  chunks(key: string, params: ChunkingParams, context: ChunkContext): CachedChunks | undefined;
  /**
   * `chunks` for each of `documents` (undefined where `key` is), in their order, read bucket by
   * bucket, each bucket let go of once its documents are rebuilt: the stored form of 69,529 chunks
   * then dies young instead of being kept, and copied by the garbage collector, for the whole run.
   */
  chunksOf(documents: ReadonlyArray<{ key: string | undefined; context: ChunkContext }>, params: ChunkingParams): Array<CachedChunks | undefined>;
  setChunks(key: string, params: ChunkingParams, context: ChunkContext, value: CachedChunks): void;
  outline(key: string): DocumentOutline | undefined;
  setOutline(key: string, outline: DocumentOutline): void;
  /** Documents whose chunks were found, not found, stored, since opening. */
  readonly stats: { hits: number; misses: number; stored: number };
  /** Writes what changed to the store (once, at the end of a run). */
  flush(): void;
}

/**
 * What every chunk entry's key starts with: the chunkgate version, the entries' revision and a
 * fingerprint of the running code (chunkers, parser, tokenizer rules), so no entry made by other
 * code is ever read.
 */
export function chunkCacheVersion(): string {
  return `chunkgate ${VERSION} chunks ${CHUNK_REVISION} code ${codeFingerprint()}`;
}

/**
 * The chunk cache kept in `store`. `maxBucketBytes` bounds each of its 256 buckets (default 16 MiB:
 * api/TOC.md of vba-docs alone makes 32,910 chunks, several MB; a bucket over the bound drops the
 * entries its run did not use, oldest first, see openBucketedStore); the store's own bound caps the
 * whole folder.
 */
export function openChunkCache(store: ContentStore, options: { maxBucketBytes?: number } = {}): ChunkCache {
  const buckets: BucketedStore = openBucketedStore({ store, namespace: "chunks", version: chunkCacheVersion(), maxBucketBytes: options.maxBucketBytes ?? 16 * 1024 * 1024, binary: true });
  // outlines apart: every document's is read while loading, long before its chunks are
  const outlines: BucketedStore = openBucketedStore({ store, namespace: "outlines", version: chunkCacheVersion() });
  const stats = { hits: 0, misses: 0, stored: 0 };
  // the settings hashed: their JSON, in every one of a corpus's keys, made a tenth of the cache
  // (by the params object first: a source's documents all share one)
  const settings = new Map<string, string>();
  const byObject = new WeakMap<ChunkingParams, string>();
  const chunkKey = (key: string, params: ChunkingParams): string => {
    let hash = byObject.get(params);
    if (hash === undefined) {
      const text = settingsOf(params);
      hash = settings.get(text);
      if (hash === undefined) settings.set(text, (hash = createHash("sha256").update(text).digest("hex").slice(0, 24)));
      byObject.set(params, hash);
    }
    return `chunks\u0000${key}\u0000${hash}`;
  };
  const cache: ChunkCache = {
    stats,
    chunksOf(documents, params) {
      const found = new Array<CachedChunks | undefined>(documents.length);
      const byBucket = new Map<string, number[]>();
      documents.forEach((document, i) => {
        if (document.key === undefined) return;
        const name = buckets.bucketName(chunkKey(document.key, params));
        const list = byBucket.get(name);
        if (list) list.push(i);
        else byBucket.set(name, [i]);
      });
      for (const [name, list] of byBucket) {
        for (const i of list) found[i] = cache.chunks(documents[i]!.key!, params, documents[i]!.context);
        buckets.release(name);
      }
      return found;
    },
    chunks(key, params, context) {
      const found = buckets.get(chunkKey(key, params));
      const entry = found instanceof Uint8Array ? decodeChunkEntry(found, context) : null;
      if (entry === null) {
        stats.misses++;
        return undefined;
      }
      stats.hits++;
      return entry;
    },
    setChunks(key, params, context, value) {
      stats.stored++;
      buckets.set(chunkKey(key, params), encodeChunkEntry(value, context));
    },
    outline(key) {
      const found = outlines.get(`outline\u0000${key}`) as Partial<DocumentOutline> | undefined;
      if (!found || typeof found !== "object" || typeof found.title !== "string" || typeof found.lineCount !== "number" || !Array.isArray(found.warnings)) return undefined;
      if (!found.warnings.every((w) => typeof w === "string")) return undefined;
      return { title: found.title, lineCount: found.lineCount, warnings: found.warnings };
    },
    setOutline(key, outline) {
      outlines.set(`outline\u0000${key}`, { title: outline.title, lineCount: outline.lineCount, warnings: outline.warnings });
    },
    flush() {
      buckets.flush();
      outlines.flush();
    },
  };
  return cache;
}

/** Every chunking setting, keys sorted, so the same configuration always gives the same key whatever order the registry wrote it in. */
export function settingsOf(params: ChunkingParams): string {
  return JSON.stringify(params, (_key, value: unknown) =>
    value !== null && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  );
}
