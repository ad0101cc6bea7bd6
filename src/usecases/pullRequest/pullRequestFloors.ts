import type { LabelProblem } from "../../evaluation/index.js";
import { formatCount, plural } from "../../formatCount.js";
import type { OutcomeFloor } from "../decideOutcome.js";
import type { CostRise, PatchCoverage, Regression } from "./types.js";
import type { SourceReport } from "../check/types.js";
import type { SourceResult } from "../check/sourceResult.js";

/** How many question ids a reason names before "and N more": the reason ends up in a failed step's one-line message. */
const NAMED = 5;

/** What a pull request adds to decideOutcome, most severe first: unfit keys, lost hits, cost rises, patch coverage. */
export function pullRequestFloors(facts: { regressions: readonly Regression[]; unfitAfterMerge: readonly LabelProblem[]; costRises: readonly CostRise[]; patchCoverage?: PatchCoverage | undefined }): OutcomeFloor[] {
  const floors: OutcomeFloor[] = [];
  const unfit = facts.unfitAfterMerge;
  if (unfit.length > 0) floors.push({ verdict: "error", reason: unfitReason(unfit) });
  if (facts.regressions.length > 0) floors.push({ verdict: "warn", reason: certainLossReason(facts.regressions) });
  for (const rise of facts.costRises) floors.push({ verdict: "warn", reason: costRiseReason(rise) });
  const patch = facts.patchCoverage;
  if (patch && patch.patch !== "note" && belowMin(patch)) floors.push({ verdict: patch.patch, reason: patchCoverageReason(patch) });
  return floors;
}

/** `2 golden-set keys fit nothing after the merge (`lum-002` supporting[0], …): …`. */
export function unfitReason(unfit: readonly LabelProblem[]): string {
  const n = unfit.length;
  const named = unfit.slice(0, NAMED).map((p) => `\`${p.questionId}\` ${p.key}`);
  const more = n > NAMED ? ` and ${n - NAMED} more` : "";
  return (
    `${n === 1 ? "1 golden-set key names" : `${n} golden-set keys name`} what this pull request deletes (${named.join(", ")}${more}), so after the merge ${n === 1 ? "it fits" : "they fit"} nothing and \`chunkgate check\` on main stops with an error; ` +
    "key each question to where its answer now is, or mark it unanswerable (`supporting: []`)"
  );
}

/** `3 questions hit at the base miss at head (`a`, `b`, `c`)`. */
export function certainLossReason(regressions: readonly Regression[]): string {
  const ids = [...new Set(regressions.map((r) => r.questionId))];
  const named = ids.slice(0, NAMED).map((id) => `\`${id}\``);
  const more = ids.length > NAMED ? ` and ${ids.length - NAMED} more` : "";
  return `${ids.length === 1 ? "1 question hit at the base misses" : `${ids.length} questions hit at the base miss`} at head (${named.join(", ")}${more})`;
}

/** `` `docs`: context tokens per query rose from 458 to 876 (+91%), more than the 25% a change may add unremarked ``. */
export function costRiseReason(rise: CostRise): string {
  const tokens = (n: number) => formatCount(Math.round(n));
  const share = rise.base === 0 ? "" : ` (+${Math.round((rise.head / rise.base - 1) * 100)}%)`;
  return `\`${rise.sourceId}\`: ${rise.measure} rose from ${tokens(rise.base)} to ${tokens(rise.head)}${share}, more than the ${Math.round(COST_RISE_SHARE * 100)}% a change may add without a second look`;
}

/** Whether patch coverage is below `coverage.min`; never for a change that adds or changes no section with text. */
export function belowMin(patch: Pick<PatchCoverage, "sections" | "covered" | "min">): boolean {
  return patch.sections > 0 && patch.covered / patch.sections < patch.min;
}

/** `patch coverage 33.3% (1 of 3 new or changed sections keyed by a question) is below `coverage.min` 50%`. */
export function patchCoverageReason(patch: Pick<PatchCoverage, "sections" | "covered" | "min">): string {
  return `patch coverage ${percent(patch.covered / patch.sections)} (${patch.covered} of ${plural(patch.sections, "new or changed section")} keyed by a question) is below \`coverage.min\` ${percent(patch.min)}`;
}

/** A share as a percentage with at most one decimal: `33.3%`, `50%`. */
export function percent(share: number): string {
  return `${Number((share * 100).toFixed(1))}%`;
}

/** How much a pull request may raise a source's stored or context tokens before the verdict is at least `warn` (never `fail`). */
export const COST_RISE_SHARE = 0.25;

/** Each source whose stored or context tokens per train question rose by more than {@link COST_RISE_SHARE}, in source order. */
export function findCostRises(head: readonly SourceReport[], base: readonly SourceResult[]): CostRise[] {
  const rises: CostRise[] = [];
  for (const source of head) {
    const before = base.find((b) => b.sourceId === source.id)?.cost;
    if (!before) continue;
    const pairs = [
      { measure: "stored tokens" as const, base: before.storedTokens, head: source.cost.storedTokens },
      { measure: "context tokens per query" as const, base: before.contextTokensPerQuery, head: source.train.questions === 0 ? before.contextTokensPerQuery : source.train.contextTokensPerQuery },
    ];
    for (const pair of pairs) if (pair.head > pair.base * (1 + COST_RISE_SHARE)) rises.push({ sourceId: source.id, ...pair });
  }
  return rises;
}
