import * as v from "valibot";
import { decidePullRequestOutcome, EXIT } from "../usecases/index.js";
import { UserError } from "../errors.js";
import type { ActionReport } from "./actionReport.js";
import { actionReportSchema } from "./actionReportSchema.js";

/** How many problems one error lists before "… and N more". */
const LISTED = 10;
/** Longest value quoted in a problem, in characters. */
const QUOTED = 60;

/** The report `mode: report` will post, checked by field and for consistency (declared keys only); else a UserError. */
export function validateActionReport(value: unknown, file: string): ActionReport {
  const parsed = v.safeParse(actionReportSchema, value);
  let problems: string[];
  if (typeof value !== "object" || value === null || Array.isArray(value)) problems = [`the file holds ${describeValue(value)}; expected a JSON object`];
  else if (!parsed.success) problems = parsed.issues.map(describeIssue);
  else {
    problems = consistencyProblems(parsed.output);
    if (problems.length === 0) return parsed.output;
  }
  const listed = problems.slice(0, LISTED).map((p) => `\n- ${p}`);
  const more = problems.length > LISTED ? `\n- … and ${problems.length - LISTED} more` : "";
  throw new UserError(`this is not a chunkgate pull request report that can be posted:${listed.join("")}${more}`, {
    file,
    hint: "point `json-report` at the file a `mode: check` run of this action wrote (its `report-path` output), from the same version of chunkgate",
  });
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = keyPath(issue.path ?? []);
  // valibot reports an absent key from the object, whose message says nothing about the key
  if (issue.type === "object" && issue.input === undefined) return `\`${path}\` is missing`;
  return `\`${path}\` is ${describeValue(issue.input)}; expected ${issue.message}`;
}

/** `check.sources[0].train.recall`; empty for the top level. */
function keyPath(path: readonly v.IssuePathItem[]): string {
  let out = "";
  for (const item of path) out += typeof item.key === "number" ? `[${item.key}]` : `${out === "" ? "" : "."}${String(item.key)}`;
  return out;
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "null";
  if (typeof value === "object") return "an object";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > QUOTED ? `${text.slice(0, QUOTED - 1)}…` : text;
}

function consistencyProblems(report: ActionReport): string[] {
  const problems: string[] = [];
  const { check } = report;
  const touched = new Set(report.touched.map((t) => t.id));
  const evaluated = new Set(check.sources.map((s) => s.id));
  duplicates(check.sources.map((s) => s.id)).forEach((id) => problems.push(`\`check.sources\` lists ${JSON.stringify(id)} more than once`));
  duplicates(report.touched.map((t) => t.id)).forEach((id) => problems.push(`\`touched\` lists ${JSON.stringify(id)} more than once`));
  check.sources.forEach((s, i) => {
    if (!touched.has(s.id)) problems.push(`\`check.sources[${i}].id\` is ${JSON.stringify(s.id)}, a source that \`touched\` does not list: a report evaluates exactly the sources it touched`);
    for (const split of ["train", "heldOut"] as const) {
      if (s[split].hits > s[split].questions) problems.push(`\`check.sources[${i}].${split}.hits\` is ${s[split].hits}, more than its ${s[split].questions} questions`);
    }
  });
  report.touched.forEach((t, i) => {
    if (!evaluated.has(t.id)) problems.push(`\`touched[${i}].id\` is ${JSON.stringify(t.id)}, which \`check.sources\` does not hold`);
  });
  report.skipped.forEach((s, i) => {
    if (touched.has(s.id)) problems.push(`\`skipped[${i}].id\` is ${JSON.stringify(s.id)}, which is also in \`touched\``);
  });
  report.regressions.forEach((r, i) => {
    if (r.sourceId !== "" && !touched.has(r.sourceId)) problems.push(`\`regressions[${i}].sourceId\` is ${JSON.stringify(r.sourceId)}, which is not a touched source`);
  });
  if (check.runDepth < check.k) problems.push(`\`check.runDepth\` is ${check.runDepth}, below \`check.k\` (${check.k})`);
  const { approval, changes } = report.baselineChanges;
  const required = changes.filter((c) => c.needsApproval).length;
  if (approval.required !== required) problems.push(`\`baselineChanges.approval.required\` is ${approval.required}, but ${required} of \`baselineChanges.changes\` need approval`);
  if (required === 0 && !approval.approved) problems.push("`baselineChanges.approval.approved` is false, but no change needs approval");
  if (!approval.approved && approval.approvedBy !== null) problems.push("`baselineChanges.approval.approvedBy` names someone, but nothing was approved");
  const outcome = decidePullRequestOutcome(report);
  if (check.verdict !== outcome.verdict) problems.push(`\`check.verdict\` is ${JSON.stringify(check.verdict)}, but its sources, stale labels and baseline changes give ${JSON.stringify(outcome.verdict)}`);
  if (report.staleLabels.length !== check.labelProblems.length) {
    problems.push(`\`staleLabels\` holds ${report.staleLabels.length}, but \`check.labelProblems\` ${check.labelProblems.length}: each stale label is listed once in both`);
  }
  if (report.failureDowngraded && outcome.exitCode === EXIT.ok) problems.push(`\`failureDowngraded\` is true, but the verdict is ${JSON.stringify(check.verdict)}, which passes`);
  return problems;
}

function duplicates(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}
