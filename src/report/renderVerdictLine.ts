import { certainLossReason, costRiseReason, EXIT, exitCodeOf, type CheckReport, type PullRequestReport, type SourceReport } from "../usecases/index.js";
import { describeRelabel } from "./describe.js";
import { escapeProse } from "./escape.js";
import { plural } from "../formatCount.js";
import { truncateText, verdictBadge } from "./format.js";

/** Longest verdict sentence, in code points before escaping: the line is never cut, so it must stay small. */
const MAX_SENTENCE = 400;

/** What a pull request adds to its check's verdict line; a check of the repository has none of it. */
export type VerdictFacts = Partial<Pick<PullRequestReport, "regressions" | "baselineChanges" | "unfitAfterMerge" | "costRises">>;

/** One escaped, bounded line: the verdict (both when stale labels hide a real drop) and its most important reason. */
export function renderVerdictLine(check: CheckReport, facts: VerdictFacts = {}): string {
  const also = alsoFails(check) ? ` and ${verdictBadge("fail")}` : "";
  return `${verdictBadge(check.verdict)}${also}: ${escapeProse(truncateText(verdictReason(check, facts), MAX_SENTENCE))}`;
}

/** The last line of a text report, which CI logs are searched for: the verdict, and its reason unless it exits 0. */
export function renderVerdictText(check: CheckReport, facts: VerdictFacts = {}): string {
  const note = skippedFilesNote(check);
  // a warning on a pull request is said too: questions lost for certain, a cost rise
  const said = exitCodeOf(check.verdict) !== EXIT.ok || (check.verdict === "warn" && ((facts.regressions?.length ?? 0) > 0 || (facts.costRises?.length ?? 0) > 0));
  const reason = said ? ` — ${verdictReason(check, facts)}` : note === "" ? "" : ` ${note}`;
  return `Verdict: ${check.verdict.toUpperCase()}${alsoFails(check) ? " and FAIL" : ""}${reason}`;
}

/** Whether an `error` verdict hides a recall drop beyond the noise band, so both verdicts are named. */
function alsoFails(check: CheckReport): boolean {
  return check.verdict === "error" && droppedBeyondBand(check.sources).length > 0;
}

/** The reason behind a check's verdict, in engine prose: what every verdict line says after the verdict. */
function verdictReason(check: CheckReport, facts: VerdictFacts = {}): string {
  const note = skippedFilesNote(check);
  const cause = verdictCause(check, facts);
  return note === "" ? cause : `${cause} ${note}`;
}

/** `(2 files were left out of the index: see the warnings)`, or "" when none was. */
function skippedFilesNote(check: Pick<CheckReport, "skippedFiles">): string {
  const skipped = check.skippedFiles?.length ?? 0;
  return skipped === 0 ? "" : `(${skipped === 1 ? "1 file was" : `${skipped} files were`} left out of the index: see the warnings)`;
}

function verdictCause(check: CheckReport, facts: VerdictFacts): string {
  const { sources } = check;
  const regressions = facts.regressions ?? [];
  const approval = facts.baselineChanges?.approval;
  // a pull request that changes the yardstick without approval: that is the reason, whatever else failed
  if (approval !== undefined && !approval.approved && (check.verdict === "fail" || check.verdict === "error")) {
    const failing = sources.filter((s) => s.verdict === "fail");
    const also = failing.length > 0 ? ` \`${worstOf(failing).id}\` also ${lossSentence(worstOf(failing))}.` : check.verdict === "error" ? ` ${verdictCause(check, { ...facts, baselineChanges: undefined })}` : "";
    return `${approval.sentence}${also}`;
  }
  const losses = regressions.length > 0 ? certainLossReason(regressions) : "";
  const first = (verdict: SourceReport["verdict"]) => sources.find((s) => s.verdict === verdict);
  switch (check.verdict) {
    case "error": {
      const stale = check.labelProblems.length;
      const unfit = facts.unfitAfterMerge ?? [];
      if (stale > 0 || unfit.length > 0) {
        const dropped = droppedBeyondBand(sources);
        const also = dropped.length > 0 ? `; \`${worstOf(dropped).id}\` also ${lossSentence(worstOf(dropped))}` : "";
        const lost = losses === "" ? "" : `; ${losses}`;
        const labels = stale > 0 ? `${plural(stale, "golden-set label")} no longer ${stale === 1 ? "fits" : "fit"} the corpus (stale label${stale === 1 ? "" : "s"}), so ${stale === 1 ? "its question was" : "their questions were"} not scored` : "";
        const relabel = stale > 0 ? ` ${describeRelabel(check.labelProblems) ?? "Fix the golden set (each label's fix is listed)."}` : "";
        const n = unfit.length;
        const unfitText = n > 0 ? `${n === 1 ? "1 golden-set key names" : `${n} golden-set keys name`} what this pull request deletes, so after the merge ${n === 1 ? "it fits" : "they fit"} nothing and main's \`chunkgate check\` stops with an error` : "";
        const fixUnfit = n > 0 ? " Key each such question to where its answer now is, or mark it unanswerable." : "";
        return `${[unfitText, labels].filter((t) => t !== "").join("; ")}${also}${lost}.${relabel}${fixUnfit}`;
      }
      const source = first("error");
      const lost = losses === "" ? "" : ` (${losses})`;
      return source ? `\`${source.id}\`: ${source.summary}${lost}` : "no source was evaluated, so nothing can be vouched for";
    }
    case "fail": {
      const failing = sources.filter((s) => s.verdict === "fail");
      if (failing.length === 0) return losses === "" ? "the check failed" : `the check failed; ${losses}`;
      const worst = worstOf(failing);
      let reason = `\`${worst.id}\` ${lossSentence(worst)}`;
      const deleted = regressions.filter((r) => r.sourceId === worst.id && r.cause === "deleted-section").length;
      if (deleted > 0) reason += ` — ${deleted === 1 ? "1 lost its section, which was deleted" : `${deleted} lost their sections, which were deleted`}`;
      if (failing.length > 1) reason += `; ${plural(failing.length - 1, "more source")} failed`;
      if (losses !== "") reason += `; ${losses}`;
      return reason;
    }
    case "skipped": {
      const source = first("skipped");
      return source ? `\`${source.id}\`: ${source.summary}` : "no source could be scored in this run";
    }
    case "warn": {
      const rises = facts.costRises ?? [];
      const cost = rises.length > 0 ? `${costRiseReason(rises[0]!)}${rises.length > 1 ? ` (and ${plural(rises.length - 1, "more cost rise")})` : ""}` : "";
      if (losses !== "") return `${losses}, inside the noise band${cost === "" ? "" : `; ${cost}`}`;
      if (cost !== "") return cost;
      const source = first("warn");
      return source ? `\`${source.id}\`: ${source.notes[0] ?? source.summary}` : "a source needs a second look";
    }
    case "no-baseline": {
      const source = first("no-baseline");
      return source ? `\`${source.id}\`: ${source.summary}` : "no baseline is recorded to compare with";
    }
    case "pass": {
      // An optional source that could not be evaluated does not decide the run (decideOutcome), but is named.
      const excused = sources.filter((s) => s.optional && s.verdict === "error");
      const counted = sources.filter((s) => !excused.includes(s));
      const also = excused.length > 0 ? `; optional ${excused.map((s) => `\`${s.id}\``).join(", ")} could not be evaluated` : "";
      if (counted.length === 0) return `no registered source is touched, so nothing needed scoring${also}`;
      const lost = regressions.length > 0 ? ` (${plural(regressions.length, "question")} lost, inside the band)` : "";
      return (counted.length === 1 ? `\`${counted[0]!.id}\` is within its noise band${lost}` : `all ${counted.length} sources are within their noise bands${lost}`) + also;
    }
  }
}

/** Sources whose train recall fell beyond the noise band: those that fail, and those an `error` (stale labels) hides a real drop in. */
function droppedBeyondBand(sources: readonly SourceReport[]): SourceReport[] {
  return sources.filter((s) => s.verdict === "fail" || (s.verdict === "error" && s.band !== null && s.noise?.realDrop === true));
}

/** The failing source furthest outside its band; one without a band (a required baseline is missing) counts as furthest. */
function worstOf(failing: readonly SourceReport[]): SourceReport {
  const excess = (s: SourceReport) => (s.noise ? s.noise.lost - s.noise.allowedLoss : s.band ? s.band.baselineHits - s.train.hits - s.band.allowedLoss : Number.POSITIVE_INFINITY);
  return failing.reduce((a, b) => (excess(b) > excess(a) ? b : a));
}

function lossSentence(source: SourceReport): string {
  if (!source.band) return `failed: ${source.summary}`;
  const noise = source.noise;
  if (noise !== null && !noise.realDrop) return `failed: ${source.summary}`; // a stale baseline under \`stale: fail\`
  if (noise?.method === "paired") return `lost ${plural(noise.lost, "question")} and gained ${noise.gained} against the base run (band allows ${noise.allowedLoss})`;
  const loss = source.band.baselineHits - source.train.hits;
  return `lost ${plural(loss, "question")} against its baseline (band allows ${source.band.allowedLoss})`;
}
