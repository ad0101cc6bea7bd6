/**
 * Whether hit `a` ranks strictly before hit `b`: higher score first, then — on an exactly equal
 * score — the greater `id` in UTF-16 code-unit order (JavaScript's `<` on strings), then the
 * smaller position in the indexed array.
 *
 * Guarantees: a strict total order on distinct positions, so any sort or selection using it gives
 * one ranking on every machine and every run.
 *
 * Why descending ids: trec_eval ignores the rank column of a run and re-sorts each query's lines by
 * score, breaking ties by docno in descending `strcmp` order. In usnistgov/trec_eval,
 * `form_res_rels.c` sorts with `qsort(..., comp_sim_docno)` ("Sort results by sim, breaking ties
 * lexicographically using docno"), where `comp_sim_docno` returns -1 when `p1->sim > p2->sim`, 1
 * when `p1->sim < p2->sim` and otherwise `strcmp(p2->docno, p1->docno)` — docno descending; and
 * `get_trec_results.c` states that "the rank field is ignored here; internally ranks will be
 * assigned by sorting by the sim field with ties broken determinstically (using docno)", reading
 * sim with `atof` into a double. With this order a run written in TREC format is ranked by
 * trec_eval exactly as chunkgate ranked it, provided that (1) scores are written so that they parse
 * back to the same double (JavaScript's `String(score)` does; fixed decimals such as `toFixed(4)`
 * create ties trec_eval breaks differently), and (2) ids sort the same way as bytes: UTF-16
 * code-unit order equals UTF-8 byte order (`strcmp`) except when two ids first differ at a
 * character from U+E000–U+FFFF against one outside the BMP (emoji); all-ASCII ids, such as
 * chunkgate's `path#NNNN`, are always safe. The position tie-break only matters for duplicate ids,
 * which trec_eval rejects anyway.
 *
 * @param aScore, bScore Scores; any numbers except NaN (NaN would break the total order).
 * @param aId, bId Document ids; any strings.
 * @param aIndex, bIndex Positions in the indexed array; distinct for distinct hits.
 */
export function ranksBefore(
  aScore: number,
  aId: string,
  aIndex: number,
  bScore: number,
  bId: string,
  bIndex: number,
): boolean {
  if (aScore !== bScore) return aScore > bScore;
  if (aId !== bId) return aId > bId;
  return aIndex < bIndex;
}
