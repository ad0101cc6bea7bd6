import type { Document } from "./types.js";

const texts = new WeakMap<Document, string | (() => string)>();

/** Remembers beside a document (not in its model) the text it was parsed from; a function is read once, when asked. */
export function rememberDocumentText(document: Document, text: string | (() => string)): void {
  texts.set(document, text);
}

/** The text `document` was parsed from (undefined when built in memory); may throw a UserError when the file changed since. */
export function documentText(document: Document): string | undefined {
  const text = texts.get(document);
  if (typeof text !== "function") return text;
  const read = text();
  texts.set(document, read);
  return read;
}
