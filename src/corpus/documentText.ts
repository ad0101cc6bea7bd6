import type { Document } from "./types.js";

const texts = new WeakMap<Document, string | (() => string)>();

/**
 * Remembers the text a document was parsed from (a leading BOM dropped), beside the document rather
 * than in it, so the document model stays what the parsers compare and the cache stores. The lines
 * of a parsed file are slices of this text, so keeping it costs little memory. `text` may be a
 * function giving it: a document served from the cache without its file being read (see
 * loadCorpus) reads it, once, only when something asks for it.
 */
export function rememberDocumentText(document: Document, text: string | (() => string)): void {
  texts.set(document, text);
}

/**
 * The text `document` was parsed from: what chunk offsets index into and what a splitter fed whole
 * files sees (langchain-recursive). Undefined for a document built in memory (tests, builders).
 * Reading a remembered function's text may throw its UserError (a file changed during the run).
 */
export function documentText(document: Document): string | undefined {
  const text = texts.get(document);
  if (typeof text !== "function") return text;
  const read = text();
  texts.set(document, read);
  return read;
}
