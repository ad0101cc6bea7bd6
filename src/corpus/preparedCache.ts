import { codeFingerprint, int32sToBytes, openBucketedStore, readInt32s, readJson, type BucketedStore, type ContentStore } from "../store/index.js";
import { VERSION } from "../version.js";
import { type CompactDocument, compactDocument, expandDocument } from "./compactDocument.js";
import type { ParsedDocument } from "./parseDocument.js";

/** Per document key, the compact parsed document, its warnings and its counts per tokenizer (docs/architecture.md). */
export interface PreparedCache {
  /** Whether a parsed document is stored under `key` (then {@link document} may need the file's lines). */
  has(key: string): boolean;
  /** The parsed document stored under `key`, rebuilt from the file's lines (`lines` called only when needed), or undefined. */
  document(key: string, path: string, lines: () => readonly string[]): ParsedDocument | undefined;
  /** Stores a parsed document; `lines` are the file's lines, as for {@link document}. */
  setDocument(key: string, parsed: ParsedDocument, lines: readonly string[]): void;
  /** Counts as pairs (words, tokens) in prepareDocument's order, or undefined. */
  counts(key: string, tokenizer: string): ArrayLike<number> | undefined;
  setCounts(key: string, tokenizer: string, counts: ArrayLike<number>): void;
  /** Documents found and not found, documents newly stored, since opening. */
  readonly stats: { reused: number; missing: number; stored: number };
  /** Writes what changed to the store (once, at the end of a run). */
  flush(): void;
}

interface Entry {
  document?: CompactDocument;
  warnings?: string[];
  /** Per tokenizer, the counts in base64, each a little-endian 32-bit integer (int32sToBytes). */
  counts?: Record<string, string>;
}

/** The prepared-document cache kept in `store`. */
export function openPreparedCache(store: ContentStore): PreparedCache {
  const buckets: BucketedStore = openBucketedStore({
    store,
    namespace: "documents",
    version: `chunkgate ${VERSION} documents code ${codeFingerprint()}`,
  });
  const stats = { reused: 0, missing: 0, stored: 0 };
  // each entry read is parsed once (its JSON), and kept as set
  const entries = new Map<string, Entry | undefined>();
  const entry = (key: string): Entry | undefined => {
    if (entries.has(key)) return entries.get(key);
    const value = buckets.get(key);
    const found = value === undefined ? undefined : readJson(value);
    entries.set(key, found !== null && typeof found === "object" && !Array.isArray(found) ? (found as Entry) : undefined);
    return entries.get(key);
  };
  const setEntry = (key: string, value: Entry): void => {
    entries.set(key, value);
    buckets.set(key, Buffer.from(JSON.stringify(value), "utf8"));
  };
  return {
    stats,
    has(key) {
      const found = entry(key);
      const stored = found?.document !== undefined && Array.isArray(found.warnings);
      if (!stored) stats.missing++;
      return stored;
    },
    document(key, path, lines) {
      const found = entry(key);
      const document = found?.document ? expandDocument(found.document, path, lines()) : null;
      if (!document || !Array.isArray(found?.warnings)) return undefined;
      stats.reused++;
      return { document, warnings: found.warnings };
    },
    setDocument(key, parsed, lines) {
      stats.stored++;
      setEntry(key, { ...entry(key), document: compactDocument(parsed.document, lines), warnings: parsed.warnings });
    },
    counts(key, tokenizer) {
      const encoded = entry(key)?.counts?.[tokenizer];
      if (typeof encoded !== "string") return undefined;
      const bytes = Buffer.from(encoded, "base64");
      return bytes.byteLength % 4 === 0 ? new Uint32Array(readInt32s(bytes, 0, bytes.byteLength / 4).buffer) : undefined;
    },
    setCounts(key, tokenizer, counts) {
      const current = entry(key);
      if (!current?.document) return;
      const encoded = Buffer.from(int32sToBytes(Uint32Array.from(counts))).toString("base64");
      setEntry(key, { ...current, counts: { ...current.counts, [tokenizer]: encoded } });
    },
    flush() {
      buckets.flush();
    },
  };
}
