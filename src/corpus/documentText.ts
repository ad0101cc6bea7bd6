import type { Document } from "./types.js";

const texts = new WeakMap<Document, string | (() => string)>();

/**
 * Remembers the text a document was parsed from (BOM dropped) beside the document, not in it, so
 * the model stays what parsers compare and caches store. `text` may be a function, read once when
 * first asked, for a document served from the cache without reading its file.
 */
export function rememberDocumentText(document: Document, text: string | (() => string)): void {
  texts.set(document, text);
}

/**
 * The text `document` was parsed from, what chunk offsets index into; undefined for a document
 * built in memory. A remembered function may throw its UserError (the file changed during the run).
 */
export function documentText(document: Document): string | undefined {
  const text = texts.get(document);
  if (typeof text !== "function") return text;
  const read = text();
  texts.set(document, read);
  return read;
}
