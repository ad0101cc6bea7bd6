import type { Document } from "./types.js";

const texts = new WeakMap<Document, string>();

/**
 * Remembers the text a document was parsed from (a leading BOM dropped), beside the document rather
 * than in it, so the document model stays what the parsers compare and the cache stores. The lines
 * of a parsed file are slices of this text, so keeping it costs little memory.
 */
export function rememberDocumentText(document: Document, text: string): void {
  texts.set(document, text);
}

/**
 * The text `document` was parsed from: what chunk offsets index into and what a splitter fed whole
 * files sees (langchain-recursive). Undefined for a document built in memory (tests, builders).
 */
export function documentText(document: Document): string | undefined {
  return texts.get(document);
}
