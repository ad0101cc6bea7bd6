import { formatCount } from "../report/formatCount.js";
import { plural } from "../report/plural.js";
import type { DecidedBy, SweepCell, SweepReport } from "./types.js";

/**
 * The one sentence that says why the chosen cell was chosen: the best train recall and where it
 * was measured, how many questions the noise band lets a cell lose, how many cells that keeps, and
 * which rule of the choice picked among them (the criterion `decidedBy` names). Cell names are in
 * backticks, for escapeProse in Markdown. Deterministic; no trailing newline.
 *
 * @param report A completed sweep (`choice` not null).
 */
export function describeChoice(report: SweepReport): string {
  const choice = report.choice;
  if (choice === null) throw new Error("describeChoice needs a completed sweep");
  const { k, confidence } = report.settings;
  const byName = new Map(report.cells.map((c) => [c.name, c]));
  const chosen = byName.get(choice.cell)!;
  const best = byName.get(choice.best)!;
  const pct = `${Math.round(confidence * 100)}%`;
  const recall = `${best.train.recall.toFixed(3)} (${best.train.hits} of ${best.train.questions})`;
  const loss = plural(choice.band.allowedLoss, "question");
  if (choice.decidedBy === "only-cell") {
    return `\`${chosen.name}\` is chosen: it has the best train recall@${k}, ${recall}, and no other cell is inside its ${pct} noise band, which allows a loss of ${loss}.`;
  }
  const where = best === chosen ? "its own" : `at \`${best.name}\``;
  return (
    `\`${chosen.name}\` is chosen: the best train recall@${k}, ${recall}, is ${where}; the ${pct} noise band allows a loss of ${loss}, ` +
    `which keeps ${choice.inBand.length} cells inside it, and \`${chosen.name}\` is the simplest of them: ${criterion(chosen, choice.decidedBy)}.`
  );
}

function criterion(chosen: SweepCell, decidedBy: DecidedBy): string {
  if (decidedBy === "no-overlap") return "the only one without overlap";
  const lead = chosen.overlap === 0 ? "no overlap, then" : "all of them overlap, and it has";
  const context = formatCount(chosen.train.contextTokensPerQuery);
  if (decidedBy === "context-tokens") return `${lead} the fewest context tokens per query (${context})`;
  if (decidedBy === "stored-tokens") return `${lead} the fewest context tokens per query (${context}, tied) and then the fewest stored tokens (${formatCount(chosen.cost.storedTokens)})`;
  return `${lead} the fewest context and stored tokens (tied), and it comes first in grid order`;
}
