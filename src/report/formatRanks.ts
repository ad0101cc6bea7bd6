/**
 * `rank 2 → not in the top 100`: where the first supporting chunk ranked at the base and at head;
 * `headMissing` replaces the head's missing rank when it was never scored.
 */
export function formatRanks(ranks: { baseRank: number | null; headRank: number | null }, runDepth: number, headMissing = `not in the top ${runDepth}`): string {
  const base = ranks.baseRank === null ? "not retrieved" : `rank ${ranks.baseRank}`;
  const head = ranks.headRank !== null ? `rank ${ranks.headRank}` : headMissing;
  return `${base} → ${head}`;
}
