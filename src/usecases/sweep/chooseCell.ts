import type { ChoiceBand, DecidedBy, SweepCell } from "./types.js";

/** The simplest cell within `band` train hits of the best (docs/sweeps-and-record.md#the-choice). */
export function chooseCell(cells: readonly SweepCell[], options: { band: number }) {
  if (cells.length === 0) throw new Error("chooseCell needs at least one cell");
  const questions = cells[0]!.train.questions;
  if (cells.some((c) => c.train.questions !== questions)) throw new Error("chooseCell needs cells scored on the same train questions");
  let best = cells[0]!;
  for (const cell of cells) if (cell.train.hits > best.train.hits) best = cell;
  const floorHits = Math.max(0, best.train.hits - options.band);
  const band: ChoiceBand = { questions, bestHits: best.train.hits, allowedLoss: options.band, floorHits };
  const inBand = cells.filter((c) => c.train.hits >= floorHits);
  const ranked = [...inBand].sort(compare); // stable: grid order among equals
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
