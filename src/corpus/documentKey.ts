import { createHash } from "node:crypto";
import type { Document } from "./types.js";

/** A file content's identity: git's blob id of its UTF-8 bytes, so a commit's tree names it without reading the file. */
export function contentHash(text: string): string {
  return createHash("sha1").update(`blob ${Buffer.byteLength(text, "utf8")}\u0000`).update(text, "utf8").digest("hex");
}

/** A parsed document's identity: its path (title, MDX and warnings depend on it) and its content id. */
export function documentKey(path: string, hash: string): string {
  // joined, not concatenated: one flat string rather than a rope the first Map lookup flattens
  return [path, "\u0000", hash].join("");
}

const keys = new WeakMap<Document, string>();

/** Records which content a loaded document came from, so later stages can find its cached measurements. */
export function rememberDocumentKey(document: Document, key: string): void {
  keys.set(document, key);
}

/** The key {@link rememberDocumentKey} recorded for a document, if it was loaded from files. */
export function documentKeyOf(document: Document): string | undefined {
  return keys.get(document);
}
