import type { CoverageRow } from "./coverageRows.js";
import { coveringQuestions } from "./coveringQuestions.js";
import type { Coverage } from "./measureCoverage.js";
import type { ResolvedQuestion } from "./resolveQuestions.js";

/** measureCoverage's summary from kept coverage rows: the same figures without reading a section or counting a token. */
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
