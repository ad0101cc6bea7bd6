/**
 * A minimal re-implementation of trec_eval's success.k, recip_rank and P.k with `-c`, for tests:
 * it re-sorts each query's run by score descending, then docno descending (trec_eval's
 * comp_sim_docno), ignores the rank column, and averages over every query in the qrels.
 */
export function miniTrecEval(run: string, qrels: string, k: number): { success: number; recipRank: number; precision: number; queries: number } {
  const relevant = new Map<string, Set<string>>();
  for (const line of qrels.trim().split("\n").filter(Boolean)) {
    const [qid, , docno, rel] = line.split(/\s+/);
    if (!relevant.has(qid!)) relevant.set(qid!, new Set());
    if (Number(rel) > 0) relevant.get(qid!)!.add(docno!);
  }
  const runs = new Map<string, Array<{ docno: string; score: number }>>();
  for (const line of run.trim().split("\n").filter(Boolean)) {
    const [qid, , docno, , score] = line.split(/\s+/);
    if (!runs.has(qid!)) runs.set(qid!, []);
    runs.get(qid!)!.push({ docno: docno!, score: Number(score) });
  }
  let success = 0;
  let recipRank = 0;
  let precision = 0;
  for (const [qid, rel] of relevant) {
    const ranked = [...(runs.get(qid) ?? [])].sort((a, b) => b.score - a.score || (a.docno < b.docno ? 1 : a.docno > b.docno ? -1 : 0));
    const top = ranked.slice(0, k).filter((r) => rel.has(r.docno)).length;
    const first = ranked.findIndex((r) => rel.has(r.docno));
    if (top > 0) success++;
    if (first >= 0) recipRank += 1 / (first + 1);
    precision += top / k;
  }
  const n = relevant.size;
  return { success: success / n, recipRank: recipRank / n, precision: precision / n, queries: n };
}
