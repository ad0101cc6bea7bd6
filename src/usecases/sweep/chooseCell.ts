import type { ChoiceBand, DecidedBy, SweepCell } from "./types.js";

/** The choice rule's verdict over a sweep's cells. */
export interface CellChoice {
  chosen: SweepCell;
  best: SweepCell;
  band: ChoiceBand;
  /** Cells inside the band, in grid order. */
  inBand: SweepCell[];
  decidedBy: DecidedBy;
}

/**
 * Chooses the configuration to record from a sweep, following background/001: the simplest
 * configuration within one or two questions of the best.
 *
 * 1. The best cell has the most train hits (the first in grid order among equals).
 * 2. Cells are compared with it paired, on the same train questions: a cell is inside the choice
 *    band when it has at most `band` fewer hits than the best (`sweep.choice_band`, default 2).
 * 3. Among the cells inside: no overlap before overlap (nothing stored twice, no overlap logic to
 *    be wrong), then the fewest chunks, then the fewest stored tokens (what the index costs), then
 *    grid order (strategies as listed, smaller size, smaller overlap) — a total, documented
 *    tie-break. Context tokens per query are shown beside recall but do not decide: they fall with
 *    the size whatever the recall, so ranking by them would pick the smallest size in the band.
 *
 * The registry's current configuration plays no part: the choice is a function of the cells alone,
 * so the same cells always give the same choice, and a sweep of the same grid after recording that
 * choice picks it again (record keeps the grid the choice was made on; see recordedGrid).
 *
 * `decidedBy` names the first criterion that separated the chosen cell from the next one in line
 * inside the band (`only-cell` when it is alone there).
 *
 * @param cells The measured cells in grid order, all scored on the same train questions; at least one.
 * @param options.band `sweep.choice_band`, an integer ≥ 0.
 * @throws Error when `cells` is empty or its cells were scored on different numbers of questions
 *   (they could not be paired; a sweep never produces that).
 */
export function chooseCell(cells: readonly SweepCell[], options: { band: number }): CellChoice {
  if (cells.length === 0) throw new Error("chooseCell needs at least one cell");
  const questions = cells[0]!.train.questions;
  if (cells.some((c) => c.train.questions !== questions)) throw new Error("chooseCell needs cells scored on the same train questions");
  let best = cells[0]!;
  for (const cell of cells) if (cell.train.hits > best.train.hits) best = cell;
  const floorHits = Math.max(0, best.train.hits - options.band);
  const band: ChoiceBand = { questions, bestHits: best.train.hits, allowedLoss: options.band, floorHits };
  const inBand = cells.filter((c) => c.train.hits >= floorHits);
  const order = new Map(cells.map((c, i) => [c, i]));
  const ranked = [...inBand].sort((a, b) => compare(a, b) || order.get(a)! - order.get(b)!);
  const chosen = ranked[0]!;
  return { chosen, best, band, inBand, decidedBy: decide(chosen, ranked[1]) };
}

function compare(a: SweepCell, b: SweepCell): number {
  return Number(a.overlap > 0) - Number(b.overlap > 0) || a.cost.chunks - b.cost.chunks || a.cost.storedTokens - b.cost.storedTokens;
}

function decide(chosen: SweepCell, next: SweepCell | undefined): DecidedBy {
  if (next === undefined) return "only-cell";
  if (chosen.overlap > 0 !== next.overlap > 0) return "no-overlap";
  if (chosen.cost.chunks !== next.cost.chunks) return "chunks";
  if (chosen.cost.storedTokens !== next.cost.storedTokens) return "stored-tokens";
  return "grid-order";
}
