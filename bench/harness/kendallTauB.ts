/** Kendall's rank correlation of two paired lists, with the pair counts it was computed from. */
export interface KendallTau {
  /** τ-b in [-1, 1]; null when either list has fewer than two distinct values (then no ranking exists to compare). */
  tau: number | null;
  /** Pairs of positions: n(n − 1) / 2. */
  pairs: number;
  /** Pairs both lists order the same way. */
  concordant: number;
  /** Pairs the lists order opposite ways. */
  discordant: number;
  /** Pairs tied in `x` (tied in both included). */
  tiedX: number;
  /** Pairs tied in `y` (tied in both included). */
  tiedY: number;
}

/**
 * Kendall's τ-b of `x` and `y` (equal lengths, position i of one paired with position i of the
 * other): (C − D) / √((P − Tx)(P − Ty)), where P counts the pairs of positions, C and D the pairs
 * the two lists order the same and opposite ways, and Tx, Ty the pairs tied in x and in y. τ-b
 * rather than τ-a because rankings by recall@k over a few dozen questions tie often (two cells with
 * the same hits), and τ-a would then stay below 1 even for identical rankings.
 *
 * Symmetric in x and y, invariant under any strictly increasing transform of either list, 1 for a
 * list against itself and −1 against its negation (when it has two distinct values). Compares
 * every pair: O(n²), meant for sweep grids of tens of cells.
 *
 * @throws Error when the lengths differ or a value is not a finite number: a caller's bug, never a user's.
 */
export function kendallTauB(x: readonly number[], y: readonly number[]): KendallTau {
  if (x.length !== y.length) throw new Error(`kendallTauB: the lists differ in length (${x.length} and ${y.length})`);
  if (![...x, ...y].every(Number.isFinite)) throw new Error("kendallTauB: every value must be a finite number");
  const n = x.length;
  let concordant = 0;
  let discordant = 0;
  let tiedX = 0;
  let tiedY = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const dx = Math.sign(x[j]! - x[i]!);
      const dy = Math.sign(y[j]! - y[i]!);
      if (dx === 0) tiedX++;
      if (dy === 0) tiedY++;
      if (dx * dy > 0) concordant++;
      else if (dx * dy < 0) discordant++;
    }
  }
  const pairs = (n * (n - 1)) / 2;
  const denominator = Math.sqrt((pairs - tiedX) * (pairs - tiedY));
  const tau = denominator === 0 ? null : Math.max(-1, Math.min(1, (concordant - discordant) / denominator));
  return { tau, pairs, concordant, discordant, tiedX, tiedY };
}
