import type { CoverageRow } from "./coverageRows.js";
import { coveringQuestions } from "./coveringQuestions.js";
import type { Coverage } from "./measureCoverage.js";
import type { ResolvedQuestion } from "./resolveQuestions.js";

/**
 * measureCoverage's summary from each document's coverage rows (coverageRows) instead of its
 * sections: the same figures for the same documents, questions and counter, since the rows are
 * what measureCoverage sums and a row's lines are all that tells whether a key reaches its
 * section. So a run that keeps the rows reads no section and counts no token to report coverage.
 * Documents no supporting key names add their rows as uncovered without looking at them.
 */
export function summariseCoverage(options: { documents: ReadonlyArray<{ path: string; rows: readonly CoverageRow[] }>; questions: readonly ResolvedQuestion[] }): Coverage {
  const reaching = coveringQuestions(options.questions);
  const summary: Coverage = { sections: 0, coveredSections: 0, tokens: 0, coveredTokens: 0 };
  for (const { path, rows } of options.documents) {
    const keyed = reaching(path);
    for (const row of rows) {
      summary.sections++;
      summary.tokens += row.tokens;
      if (keyed && keyed(row).length > 0) {
        summary.coveredSections++;
        summary.coveredTokens += row.tokens;
      }
    }
  }
  return summary;
}
