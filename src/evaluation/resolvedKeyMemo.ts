import type { Document } from "../corpus/index.js";

/**
 * Heading and document keys' resolutions kept by document content between runs, so resolving them
 * again does not rebuild sections. Only resolved keys are kept.
 */
export interface ResolvedKeyMemo {
  /** The line ranges `heading` resolved to in `document` (`heading` null: `[]` when it holds text); undefined when unknown. */
  ranges(document: Document, heading: readonly string[] | null): Array<[number, number]> | undefined;
  /** Remembers what `ranges` then gives. */
  setRanges(document: Document, heading: readonly string[] | null, ranges: ReadonlyArray<readonly [number, number]>): void;
}
