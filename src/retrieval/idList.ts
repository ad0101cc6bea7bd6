/**
 * The ids of an index's documents by position, as the tie-break after the score reads them (see
 * takeTop). An array of strings is one. A list that makes each id only when it is read can be one
 * too: a warm pull request indexes many chunks and reads the ids of only a few, so making all of
 * them, and comparing them all to learn their order, would be a cost with no use.
 * Such a list gives that order itself through `tieRanks`.
 */
export interface IdList {
  readonly length: number;
  /** The id at position i, for 0 ≤ i < length (undefined elsewhere; negative i as Array.prototype.at). */
  at(i: number): string | undefined;
  /**
   * takeTop's tie ranks for these ids without reading them: null when every id is greater than the
   * one before it (JavaScript's `<`); else each position's place in the ids' ascending order, equal
   * ids by descending position. undefined when the list does not know; the ids are compared then.
   */
  tieRanks?(): Int32Array | null | undefined;
}
