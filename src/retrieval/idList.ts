/**
 * An index's document ids by position, for takeTop's tie-break: an array of strings, or a list that
 * makes each id when read (a warm pull request reads few of many), giving their order by `tieRanks`.
 */
export interface IdList {
  readonly length: number;
  /** The id at position i, for 0 ≤ i < length (undefined elsewhere; negative i as Array.prototype.at). */
  at(i: number): string | undefined;
  /** takeTop's tie ranks (see its tieRanks) without reading the ids; undefined when unknown, and the ids are compared. */
  tieRanks?(): Int32Array | null | undefined;
}
