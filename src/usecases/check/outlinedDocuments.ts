import { documentText, lineTexts, parseDocument, type Document, type PreparedCache } from "../../corpus/index.js";
import type { GoldenSetMemo } from "../../config/index.js";
import type { ResolvedKeyMemo } from "../../evaluation/index.js";
import type { ChunkCache } from "./chunkCache.js";
import type { CoverageMemo } from "./documentMemo.js";

/** A prepared-document cache that also holds chunks (see {@link outlinedDocuments}), golden sets parsed before, keys resolved before, and documents' coverage rows. */
export interface ChunkingCache extends PreparedCache {
  readonly chunkCache: ChunkCache;
  readonly goldenSets?: GoldenSetMemo;
  readonly keys: ResolvedKeyMemo;
  readonly coverage: CoverageMemo;
}

/** Whether `cache` is a {@link ChunkingCache}, whose chunks a check may reuse. */
export function isChunkingCache(cache: PreparedCache | undefined): cache is ChunkingCache {
  return cache !== undefined && "chunkCache" in cache;
}

/** `prepared`, serving a document the memo outlines with its sections rebuilt on first read (counted reused). */
export function outlinedDocuments(prepared: PreparedCache, chunks: ChunkCache, options: { goldenSets?: GoldenSetMemo } = {}): ChunkingCache {
  const memo = chunks.documents;
  // `outlined`: documents served by their outline, less those whose sections were then read from `prepared` (counted there)
  const from: LazyOrigin["from"] = { prepared, outlined: 0, budget: PARSE_BUDGET };
  return {
    chunkCache: chunks,
    ...(options.goldenSets ? { goldenSets: options.goldenSets } : {}),
    keys: memo.keys,
    coverage: memo.coverage,
    get stats() {
      const inner = prepared.stats;
      return { reused: inner.reused + from.outlined, missing: inner.missing, stored: inner.stored };
    },
    has(key) {
      return memo.outline(key) !== undefined || prepared.has(key);
    },
    document(key, path, lines) {
      // The key names the content, so the outline is that of this very text: the file is not read.
      const outline = memo.outline(key);
      if (outline) {
        from.outlined++;
        return { document: lazyDocument(key, path, outline.title, outline.lineCount, from), warnings: outline.warnings };
      }
      const found = prepared.document(key, path, lines);
      if (found) memo.setOutline(key, { title: found.document.title, lineCount: found.document.lineCount, warnings: found.warnings });
      return found;
    },
    setDocument(key, parsed, lines) {
      prepared.setDocument(key, parsed, lines);
      memo.setOutline(key, { title: parsed.document.title, lineCount: parsed.document.lineCount, warnings: parsed.warnings });
    },
    counts: (key, tokenizer) => prepared.counts(key, tokenizer),
    setCounts: (key, tokenizer, counts) => prepared.setCounts(key, tokenizer, counts),
    flush() {
      prepared.flush();
      chunks.flush();
    },
  };
}

/** What an outlined document's sections are rebuilt from: its key, and the cache, count and parse budget that served it. */
interface LazyOrigin {
  key: string;
  from: { prepared: PreparedCache; outlined: number; budget: number };
}

// each lazy document's origin, beside it so that one shared getter keeps every document of one shape
const origins = new WeakMap<Document, LazyOrigin>();

/** A document whose `sections` are rebuilt on first read, its fields in Document's order so it prints the same. */
function lazyDocument(key: string, path: string, title: string, lineCount: number, from: LazyOrigin["from"]): Document {
  const document = { path, title } as Document;
  Object.defineProperty(document, "sections", SECTIONS);
  document.lineCount = lineCount;
  origins.set(document, { key, from });
  return document;
}

const SECTIONS: PropertyDescriptor = { get: lazySections, enumerable: true, configurable: true };

function lazySections(this: Document): Document["sections"] {
  const { path } = this;
  const origin = origins.get(this);
  const text = documentText(this);
  if (origin === undefined || text === undefined) throw new Error(`internal: the text of ${path} was not remembered, so its sections cannot be rebuilt`);
  const { from } = origin;
  // a small document is parsed (within a budget): the few a check reads are spread over every bucket of the cache
  let sections = text.length > PARSE_BELOW || from.budget < text.length ? readBack(origin, path, text) : undefined;
  if (sections === undefined) {
    from.budget -= text.length;
    sections = parseDocument({ path, content: text }).document.sections;
  }
  Object.defineProperty(this, "sections", { value: sections, enumerable: true, writable: true, configurable: true });
  return sections;
}

/** Characters of text under which an outlined document's sections are parsed rather than read from the prepared cache. */
const PARSE_BELOW = 64 * 1024;
/** Characters of text parsed that way per run, at most; past it, documents are read back. */
const PARSE_BUDGET = 2 * 1024 * 1024;

function readBack({ key, from }: LazyOrigin, path: string, text: string): Document["sections"] | undefined {
  const found = from.prepared.document(key, path, () => lineTexts(text));
  if (found) from.outlined--;
  return found?.document.sections;
}
