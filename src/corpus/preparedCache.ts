import { codeFingerprint } from "../cache/codeFingerprint.js";
import { type BucketedStore, openBucketedStore } from "../cache/bucketedStore.js";
import type { ContentStore } from "../cache/contentStore.js";
import { VERSION } from "../version.js";
import { PARSER_REVISION } from "./documentKey.js";
import type { Document } from "./types.js";

/** A parsed document as the corpus stage hands it on: the document and the parser's warnings. */
export interface ParsedDocument {
  document: Document;
  warnings: string[];
}

/** Bump when what is counted for a document changes (which lines, which headers, in which order). */
const COUNT_REVISION = 1;

/**
 * The prepared-document cache: for each document key (path and content id, see documentKey), the
 * parsed document and, per tokenizer, the word and token counts prepareDocument measured — all a
 * run needs to chunk a document it has seen before without parsing or tokenizing it. Kept in the
 * content store's `documents` namespace, in buckets (see openBucketedStore); the keys include the
 * chunkgate version and a fingerprint of the running code, so a newer parser never reads an older
 * one's output.
 */
export interface PreparedCache {
  document(key: string): ParsedDocument | undefined;
  setDocument(key: string, parsed: ParsedDocument): void;
  /** Counts as pairs (words, tokens) in prepareDocument's order, or undefined. */
  counts(key: string, tokenizer: string): readonly number[] | undefined;
  setCounts(key: string, tokenizer: string, counts: readonly number[]): void;
  /** Documents found and not found, documents newly stored, since opening. */
  readonly stats: { reused: number; missing: number; stored: number };
  /** Writes what changed to the store (once, at the end of a run). */
  flush(): void;
}

interface Entry {
  document?: Document;
  warnings?: string[];
  counts?: Record<string, number[]>;
}

/** The prepared-document cache kept in `store`. */
export function openPreparedCache(store: ContentStore): PreparedCache {
  const buckets: BucketedStore = openBucketedStore({
    store,
    namespace: "documents",
    version: `chunkgate ${VERSION} parser ${PARSER_REVISION} counts ${COUNT_REVISION} code ${codeFingerprint()}`,
  });
  const stats = { reused: 0, missing: 0, stored: 0 };
  const entry = (key: string): Entry | undefined => {
    const value = buckets.get(key);
    return value !== null && typeof value === "object" ? (value as Entry) : undefined;
  };
  return {
    stats,
    document(key) {
      const found = entry(key);
      if (found?.document && Array.isArray(found.warnings)) {
        stats.reused++;
        return { document: found.document, warnings: found.warnings };
      }
      stats.missing++;
      return undefined;
    },
    setDocument(key, parsed) {
      stats.stored++;
      buckets.set(key, { ...entry(key), document: parsed.document, warnings: parsed.warnings });
    },
    counts(key, tokenizer) {
      const counts = entry(key)?.counts?.[tokenizer];
      return Array.isArray(counts) ? counts : undefined;
    },
    setCounts(key, tokenizer, counts) {
      const current = entry(key);
      if (!current?.document) return;
      buckets.set(key, { ...current, counts: { ...current.counts, [tokenizer]: [...counts] } });
    },
    flush() {
      buckets.flush();
    },
  };
}
