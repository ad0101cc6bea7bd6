import { createHash } from "node:crypto";
import type { Document } from "./types.js";

/**
 * The identity of a file's content for every cache: git's blob id of its UTF-8 bytes (SHA-1 of
 * `blob <length>\0` and the bytes). A commit's tree lists these ids, so a file read from git is
 * recognised without reading it, and the same bytes on disk get the same id.
 */
export function contentHash(text: string): string {
  return createHash("sha1").update(`blob ${Buffer.byteLength(text, "utf8")}\u0000`).update(text, "utf8").digest("hex");
}

/** {@link contentHash} of a file's bytes, before any decoding. */
export function bytesHash(bytes: Uint8Array): string {
  return createHash("sha1").update(`blob ${bytes.byteLength}\u0000`).update(bytes).digest("hex");
}

/**
 * The identity of one parsed document for every cache: its path (the title, the MDX choice and
 * warnings depend on it) and the content id of its text, never the text itself.
 */
export function documentKey(path: string, hash: string): string {
  // Joined, not concatenated: a template makes a rope of two string objects, which the first Map
  // lookup flattens into a third (a warm run makes a key for every document).
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
