import { cellName } from "./cellName.js";
import type { CellParams, ChoiceBand, DecidedBy, SweepCell } from "./types.js";

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
 * Chooses the configuration to record from a sweep, following background/001: prefer the simplest
 * configuration within one or two questions of the best, and do not move for less.
 *
 * 1. The best cell has the most train hits (the first in grid order among equals).
 * 2. Cells are compared with it paired, on the same train questions: a cell is inside the choice
 *    band when it has at most `band` fewer hits than the best (`sweep.choice_band`, default 2).
 * 3. When the registry's current configuration is a cell inside the band, it is kept
 *    (`decidedBy: "current"`): a difference the band calls noise is no reason to change, so
 *    sweep → record → sweep is a fixed point.
 * 4. Otherwise, among the cells inside: no overlap before overlap (nothing stored twice, no overlap
 *    logic to be wrong), then the fewest chunks, then the fewest stored tokens (what the index
 *    costs), then grid order (strategies as listed, smaller size, smaller overlap) — a total,
 *    documented tie-break, so the same cells always give the same choice. Context tokens per query
 *    are not a criterion: they fall with the size whatever the recall, so preferring them would
 *    pick the smallest size inside the band every time (and halve the size on every re-sweep).
 *
 * `decidedBy` names the rule that decided: `current`, or the first criterion that separated the
 * chosen cell from the next one in line inside the band (`only-cell` when it is alone there).
 *
 * @param cells The measured cells in grid order, all scored on the same train questions; at least one.
 * @param options.band `sweep.choice_band`, an integer ≥ 0.
 * @param options.current The registry's chunking for the source; kept when it is a cell inside the band.
 * @throws Error when `cells` is empty or its cells were scored on different numbers of questions
 *   (they could not be paired; a sweep never produces that).
 */
export function chooseCell(cells: readonly SweepCell[], options: { band: number; current: CellParams }): CellChoice {
  if (cells.length === 0) throw new Error("chooseCell needs at least one cell");
  const questions = cells[0]!.train.questions;
  if (cells.some((c) => c.train.questions !== questions)) throw new Error("chooseCell needs cells scored on the same train questions");
  let best = cells[0]!;
  for (const cell of cells) if (cell.train.hits > best.train.hits) best = cell;
  const floorHits = Math.max(0, best.train.hits - options.band);
  const band: ChoiceBand = { questions, bestHits: best.train.hits, allowedLoss: options.band, floorHits };
  const inBand = cells.filter((c) => c.train.hits >= floorHits);
  const current = inBand.find((c) => c.name === cellName(options.current));
  if (current !== undefined) return { chosen: current, best, band, inBand, decidedBy: "current" };
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
