import { noiseBand, type NoiseBand } from "../gate/noiseBand.js";
import type { DecidedBy, SweepCell } from "./types.js";

/** The choice rule's verdict over a sweep's cells. */
export interface CellChoice {
  chosen: SweepCell;
  best: SweepCell;
  band: NoiseBand;
  /** Cells inside the band, in grid order. */
  inBand: SweepCell[];
  decidedBy: DecidedBy;
}

/**
 * Chooses the simplest cell that is not measurably worse than the best, so a grid of many cells
 * does not crown the one that happened to fit the train questions' noise.
 *
 * 1. The best cell has the most train hits (the first in grid order among equals).
 * 2. The noise band is the gate's: {@link noiseBand} with the best cell's recall as the baseline,
 *    on the same train questions, at `confidence`. A cell is inside when it lost no more questions
 *    than the band allows (hits ≥ best hits − allowedLoss); one more lost question is outside.
 * 3. Among the cells inside: no overlap before overlap (fewer moving parts, nothing stored twice),
 *    then the fewest context tokens per query (what every answer costs), then the fewest stored
 *    tokens (what the index costs), then grid order (strategies as listed, smaller size, smaller
 *    overlap) — a documented, total tie-break, so the same cells always give the same choice.
 *
 * `decidedBy` names the first criterion that separated the chosen cell from the runner-up inside
 * the band ("only-cell" when it is alone there).
 *
 * @param cells The measured cells in grid order, all scored on the same train questions; at least one.
 * @param options.confidence The registry's `noise.confidence`, in (0.5, 1).
 */
export function chooseCell(cells: readonly SweepCell[], options: { confidence: number }): CellChoice {
  if (cells.length === 0) throw new Error("chooseCell needs at least one cell");
  let best = cells[0]!;
  for (const cell of cells) if (cell.train.hits > best.train.hits) best = cell;
  const band = noiseBand({ baseline: best.train.recall, questions: best.train.questions, confidence: options.confidence });
  const floorHits = band.baselineHits - band.allowedLoss;
  const inBand = cells.filter((c) => c.train.hits >= floorHits);
  const order = new Map(cells.map((c, i) => [c, i]));
  const ranked = [...inBand].sort((a, b) => compare(a, b) || order.get(a)! - order.get(b)!);
  const chosen = ranked[0]!;
  return { chosen, best, band, inBand, decidedBy: decide(chosen, ranked[1]) };
}

function compare(a: SweepCell, b: SweepCell): number {
  return (
    Number(a.overlap > 0) - Number(b.overlap > 0) ||
    a.train.contextTokensPerQuery - b.train.contextTokensPerQuery ||
    a.cost.storedTokens - b.cost.storedTokens
  );
}

function decide(chosen: SweepCell, next: SweepCell | undefined): DecidedBy {
  if (next === undefined) return "only-cell";
  if (chosen.overlap > 0 !== next.overlap > 0) return "no-overlap";
  if (chosen.train.contextTokensPerQuery !== next.train.contextTokensPerQuery) return "context-tokens";
  if (chosen.cost.storedTokens !== next.cost.storedTokens) return "stored-tokens";
  return "grid-order";
}
