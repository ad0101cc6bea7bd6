import type { Document } from "../corpus/index.js";

/**
 * What heading and document keys resolved to in a document, remembered by the document's content
 * (a memo kept between runs, see the chunk cache), so that resolving them again does not read the
 * document's sections: rebuilding the sections of every document a golden set names (parsed again
 * from their text) would be a large share of a warm pull request.
 * Only keys that resolved are remembered; any other (a stale label, with its suggestions) is
 * resolved from the sections, as without a memo.
 */
export interface ResolvedKeyMemo {
  /**
   * The line ranges of the sections with text that `heading` names in `document` (resolveQuestions'
   * ResolvedKey.ranges for it), or, with `heading` null, `[]` when the document holds indexed text;
   * undefined when not remembered (nor ever for a document not loaded from files).
   */
  ranges(document: Document, heading: readonly string[] | null): Array<[number, number]> | undefined;
  /** Remembers what `ranges` then gives. */
  setRanges(document: Document, heading: readonly string[] | null, ranges: ReadonlyArray<readonly [number, number]>): void;
}
