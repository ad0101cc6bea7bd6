import { UserError } from "../errors.js";
import { contentHash, documentKey, rememberDocumentKey } from "./documentKey.js";
import type { FileSource } from "./fileSource.js";
import { fsFileSource } from "./fsFileSource.js";
import { rememberDocumentText } from "./documentText.js";
import { lineTexts } from "./lineOffsets.js";
import { loadJsParser } from "./markdown/mdx/acornParser.js";
import { isMdxPath, parseDocument, withoutBom, type ParsedDocument } from "./parseDocument.js";
import type { PreparedCache } from "./preparedCache.js";
import type { Document } from "./types.js";
import { formatCount } from "../formatCount.js";

const READ_CONCURRENCY = 16;

/** Parsed documents by path and content hash, shared between loads: a parse depends only on path and text. */
export type ParseCache = Map<string, ParsedDocument>;

/** Largest document parsed, in UTF-8 bytes, unless the registry's `max_file_bytes` says otherwise; larger files are skipped with a warning. */
export const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Fewest selected files for which ids are asked of git's index rather than read and hashed: asking git has a fixed cost. */
const INDEXED_FROM_FILES = 2000;

/** One source's documents in path order, each parsed once, read only when no known content id answers; skips warn. */
export async function loadCorpus(options: {
  root?: string;
  files?: FileSource;
  include: string[];
  exclude?: string[];
  cache?: ParseCache;
  prepared?: PreparedCache;
  maxFileBytes?: number;
  /** Fewest selected files for which FileSource.indexed is asked (default {@link INDEXED_FROM_FILES}). */
  indexedFrom?: number;
}): Promise<{ documents: Document[]; warnings: string[]; skipped: string[] }> {
  const files = options.files ?? (options.root !== undefined ? fsFileSource(options.root) : undefined);
  if (files === undefined) throw new TypeError("loadCorpus needs `root` or `files`");
  const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const selection = await files.select(options.include, options.exclude ?? []);
  const paths = selection.paths;
  // acorn is loaded only when a selected file is MDX (a prepared document may be parsed later too)
  if (paths.some(isMdxPath)) await loadJsParser();
  const prepared = options.prepared;
  const indexed = prepared && files.indexed && paths.length >= (options.indexedFrom ?? INDEXED_FROM_FILES) ? await files.indexed() : undefined;
  const parsed: Array<ParsedDocument | undefined> = new Array(paths.length);
  const keys: Array<string | undefined> = new Array(paths.length);
  const skipped: Array<string | undefined> = new Array(paths.length);
  // files known by id whose document `prepared` was already asked for (and did not give)
  const asked = new Uint8Array(paths.length);
  // `content` (BOM dropped) may be a reader: the text is then read once, and only if something needs it
  const stored = (key: string, file: string, content: string | (() => string)): ParsedDocument | undefined => {
    let text = typeof content === "string" ? content : undefined;
    const found = prepared?.document(key, file, () => lineTexts((text ??= (content as () => string)())));
    if (found) rememberDocumentText(found.document, text ?? content);
    if (found) options.cache?.set(key, found);
    return found;
  };
  const parsedEarlier = (i: number, key: string): boolean => {
    const early = options.cache?.get(key);
    if (early) [keys[i], parsed[i]] = [key, early];
    return early !== undefined;
  };
  // files known by id and found in a cache: one synchronous pass, no promise per file
  if (indexed) {
    for (let i = 0; i < paths.length; i++) {
      const file = paths[i]!;
      const known = indexed.known(file);
      if (known === undefined) continue;
      const key = documentKey(file, known.id);
      if (parsedEarlier(i, key)) continue;
      asked[i] = 1;
      // the stored document fitted the limit of its day; the registry's may be lower now
      if (known.bytes > maxBytes) {
        if (prepared!.has(key)) skipped[i] = tooLarge(file, known.bytes, maxBytes);
        continue;
      }
      parsed[i] = stored(key, file, () => withoutBom(indexed.read(file, known)));
      if (parsed[i]) keys[i] = key;
      // not held: a worker reads it; asked as before, so that `prepared` counts it missing
      else prepared!.has(key);
    }
  }
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < paths.length; i = next++) {
      if (parsed[i] !== undefined || skipped[i] !== undefined) continue;
      const file = paths[i] as string;
      try {
        const loaded = files.load ? await files.load(file) : undefined;
        // the content id alone finds a document parsed earlier in this run: no decoding, no reading from git
        if (loaded && parsedEarlier(i, documentKey(file, loaded.id))) continue;
        const content = loaded ? await loaded.text() : await files.read(file);
        // Selected a moment ago: only a file deleted during the run can be missing.
        if (content === undefined) throw new UserError("was deleted while chunkgate was reading the corpus", { file, hint: "run the check again" });
        const bytes = content.length * 3 > maxBytes ? Buffer.byteLength(content, "utf8") : content.length;
        if (bytes > maxBytes) {
          skipped[i] = tooLarge(file, bytes, maxBytes);
          continue;
        }
        const key = documentKey(file, loaded?.id ?? contentHash(content));
        keys[i] = key;
        parsed[i] = options.cache?.get(key) ?? (asked[i] === 0 && prepared?.has(key) ? stored(key, file, withoutBom(content)) : undefined);
        if (!parsed[i]) {
          const result = parseDocument({ path: file, content });
          if (prepared && !result.skipped) prepared.setDocument(key, result, lineTexts(withoutBom(content)));
          options.cache?.set(key, result);
          parsed[i] = result;
        }
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        skipped[i] = skipWarning(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, paths.length) }, worker));

  const documents: Document[] = [];
  const warnings: string[] = [...selection.warnings];
  const left: string[] = [...selection.skipped];
  paths.forEach((file, i) => {
    // a file is skipped when reading it failed (no parse) or when its parse says so
    const skip = skipped[i];
    const result = skip === undefined ? parsed[i]! : undefined;
    if (skip !== undefined) warnings.push(skip);
    else for (const warning of result!.warnings) warnings.push(warning);
    if (!result || result.skipped) left.push(file);
    else {
      rememberDocumentKey(result.document, keys[i]!);
      documents.push(result.document);
    }
  });
  return { documents, warnings, skipped: left.sort() };
}

/** A read problem as a skip warning: `file[:line]: skipped: what — fix`. */
function skipWarning(error: UserError): string {
  const at = error.file === undefined ? "" : `${error.file}${error.line === undefined ? "" : `:${error.line}`}: `;
  return `${at}skipped: ${error.message}${error.hint ? ` — ${error.hint}` : ""}`;
}

function tooLarge(file: string, bytes: number, maxBytes: number): string {
  return `${file}: skipped: ${formatBytes(bytes)} is over the limit of ${formatBytes(maxBytes)} per document — exclude the file, or raise \`max_file_bytes\` in the registry`;
}

function formatBytes(bytes: number): string {
  const exact = `${formatCount(bytes)} bytes`;
  return bytes >= 1024 * 1024 ? `${exact} (${(bytes / (1024 * 1024)).toFixed(1)} MiB)` : exact;
}
