import { formatCount, plural } from "../formatCount.js";
import { cellName, type SweepCell, type SweepChoice, type SweepReport } from "../usecases/index.js";

/**
 * Why a completed sweep's cell was chosen: the best train recall, the band, the simplicity
 * criterion that decided, the cost beside the best cell's, and where the current cell stood.
 */
export function describeChoice(report: SweepReport): string {
  const choice = report.choice;
  if (choice === null) throw new Error("describeChoice needs a completed sweep");
  const byName = new Map(report.cells.map((c) => [c.name, c]));
  const chosen = byName.get(choice.cell)!;
  const best = byName.get(choice.best)!;
  const recall = `train recall@${report.settings.k}`;
  const bestScore = `${best.train.recall.toFixed(3)} (${best.train.hits} of ${best.train.questions})`;
  const band = bandClause(choice);
  if (choice.decidedBy === "only-cell") {
    return `\`${chosen.name}\` is chosen: it has the best ${recall}, ${bestScore}, and no other cell is inside the choice band: ${band}.${costNote(chosen, best)}${currentNote(report)}`;
  }
  const where = best === chosen ? "is its own" : `is at \`${best.name}\``;
  return `\`${chosen.name}\` is chosen: the best ${recall}, ${bestScore}, ${where}; ${band}, and \`${chosen.name}\` is the simplest of them: ${criterion(chosen, choice)}.${costNote(chosen, best)}${currentNote(report)}`;
}

function bandClause(choice: SweepChoice): string {
  const { questions, allowedLoss, floorHits } = choice.band;
  const which = allowedLoss === 0 ? "only the cells level with the best" : `the cells at most ${plural(allowedLoss, "question")} below the best`;
  return `the choice band (\`sweep.choice_band\`: ${allowedLoss}) keeps ${which} on the same ${plural(questions, "train question")} (${floorHits} of ${questions} or more): ${plural(choice.inBand.length, "cell")}`;
}

function score(cell: SweepCell): string {
  return `${cell.train.recall.toFixed(3)} (${cell.train.hits} of ${cell.train.questions})`;
}

function criterion(chosen: SweepCell, choice: SweepChoice): string {
  if (choice.decidedBy === "no-overlap") return "the only one without overlap";
  const lead = chosen.overlap === 0 ? "no overlap, then" : "all of them overlap, and it has";
  const chunks = formatCount(chosen.cost.chunks);
  if (choice.decidedBy === "chunks") return `${lead} the fewest chunks (${chunks})`;
  if (choice.decidedBy === "stored-tokens") return `${lead} the fewest chunks (${chunks}, tied) and then the fewest stored tokens (${formatCount(chosen.cost.storedTokens)})`;
  return `${lead} the fewest chunks and stored tokens (tied), and it comes first in grid order`;
}

/** What every answer costs at the chosen cell, and at the best when that is another cell. */
function costNote(chosen: SweepCell, best: SweepCell): string {
  const sends = `It sends ${formatCount(chosen.train.contextTokensPerQuery)} context tokens per query`;
  return best === chosen ? ` ${sends}.` : ` ${sends}, against ${formatCount(best.train.contextTokensPerQuery)} at \`${best.name}\`.`;
}

/** Where the registry's current configuration stood, when it is a cell other than the chosen one. */
function currentNote(report: SweepReport): string {
  const current = report.cells.find((c) => c.name === cellName(report.current));
  if (current === undefined || current.name === report.choice!.cell) return "";
  if (!report.choice!.inBand.includes(current.name)) return ` The current configuration, \`${current.name}\`, is outside the band at ${score(current)}.`;
  return ` The current configuration, \`${current.name}\`, is inside the band at ${score(current)} but not the simplest there.`;
}
