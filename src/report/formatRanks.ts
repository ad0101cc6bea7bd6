/**
 * `rank 2 → rank 7`, `rank 1 → not in the top 100`: where the first supporting chunk ranked at the
 * base and at head, in plain text. A missing rank is "not retrieved" at the base and "not in the
 * top N" at head (retrieved no deeper than the run), or `headMissing` when the caller knows better
 * ("not scored" for a stale label, whose question was not scored at head at all).
 */
export function formatRanks(ranks: { baseRank: number | null; headRank: number | null }, runDepth: number, headMissing = `not in the top ${runDepth}`): string {
  const base = ranks.baseRank === null ? "not retrieved" : `rank ${ranks.baseRank}`;
  const head = ranks.headRank !== null ? `rank ${ranks.headRank}` : headMissing;
  return `${base} → ${head}`;
}
