import type { IdList } from "../../src/retrieval/index.js";

/** Every id of `list`, in order, as an array (what comparing two lists, or a list with an array, needs). */
export function idsOf(list: IdList): Array<string | undefined> {
  return Array.from({ length: list.length }, (_, i) => list.at(i));
}
