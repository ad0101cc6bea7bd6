import type { CheckReport, SourceReport } from "../usecases/check/types.js";
import type { Regression } from "../usecases/pullRequest/types.js";
import { escapeProse } from "./escapeProse.js";
import { plural } from "./plural.js";
import { truncateText } from "./truncateText.js";
import { verdictBadge } from "./verdictBadge.js";

/** Longest verdict sentence, in code points before escaping: the line is never cut, so it must stay small. */
const MAX_SENTENCE = 400;

/**
 * One line that says the overall verdict and the single most important reason for it, e.g.
 * "❌ **fail**: `product_docs` lost 3 questions (band allows 1) — 2 are stale labels". With
 * several failing sources it names the one furthest outside its band and counts the others.
 * Safe Markdown (document-derived text is escaped), one line, bounded length, deterministic.
 */
export function renderVerdictLine(check: CheckReport, regressions: readonly Regression[] = []): string {
  let sentence = mainReason(check, regressions);
  const staleLabels = check.labelProblems.length;
  if (staleLabels > 0 && !/stale label/.test(sentence)) sentence += `; ${plural(staleLabels, "golden-set label")} ${staleLabels === 1 ? "is" : "are"} stale`;
  return `${verdictBadge(check.verdict)}: ${escapeProse(truncateText(sentence, MAX_SENTENCE))}`;
}

/** The reason in plain text; backticks mark ids, as in the engine's own messages. */
function mainReason(check: CheckReport, regressions: readonly Regression[]): string {
  const { sources } = check;
  const first = (verdict: SourceReport["verdict"]) => sources.find((s) => s.verdict === verdict);
  switch (check.verdict) {
    case "fail": {
      const failing = sources.filter((s) => s.verdict === "fail");
      if (failing.length === 0) {
        const stale = check.labelProblems.length;
        return stale > 0
          ? `${plural(stale, "golden-set label")} no longer ${stale === 1 ? "fits" : "fit"} the corpus (stale labels): fix the golden set; retrieval itself did not fail`
          : "the check failed";
      }
      // The source furthest outside its band leads; one without a band (a required baseline is missing) counts as furthest.
      const excess = (s: SourceReport) => (s.band ? s.band.baselineHits - s.train.hits - s.band.allowedLoss : Number.POSITIVE_INFINITY);
      const worst = failing.reduce((a, b) => (excess(b) > excess(a) ? b : a));
      let reason = `\`${worst.id}\` ${lossSentence(worst)}`;
      const stale = regressions.filter((r) => r.sourceId === worst.id && r.cause === "stale-label").length;
      if (stale > 0) reason += ` — ${stale === 1 ? "1 is a stale label" : `${stale} are stale labels`}`;
      if (failing.length > 1) reason += `; ${plural(failing.length - 1, "more source")} failed`;
      return reason;
    }
    case "not-evaluated": {
      const source = first("not-evaluated");
      return source ? `\`${source.id}\`: ${source.summary}` : "no source was evaluated, so nothing can be vouched for";
    }
    case "skipped": {
      const source = first("skipped");
      return source ? `\`${source.id}\`: ${source.summary}` : "no source could be scored in this run";
    }
    case "warn": {
      const source = first("warn");
      return source ? `\`${source.id}\`: ${source.notes[0] ?? source.summary}` : "a source needs a second look";
    }
    case "no-baseline": {
      const source = first("no-baseline");
      return source ? `\`${source.id}\`: ${source.summary}` : "no baseline is recorded to compare with";
    }
    case "pass": {
      if (sources.length === 0) return "no registered source is touched, so nothing needed scoring";
      const lost = regressions.length > 0 ? ` (${plural(regressions.length, "question")} lost, inside the band)` : "";
      return sources.length === 1 ? `\`${sources[0]!.id}\` is within its noise band${lost}` : `all ${sources.length} sources are within their noise bands${lost}`;
    }
  }
}

function lossSentence(source: SourceReport): string {
  if (!source.band) return `failed: ${source.summary}`;
  const loss = source.band.baselineHits - source.train.hits;
  return `lost ${plural(loss, "question")} against its baseline (band allows ${source.band.allowedLoss})`;
}
