import { setOutput } from "@actions/core";
import { withKeyDestinations } from "../retrieval/index.js";
import { SUMMARY_MAX_LENGTH, renderFailure, renderSweepComment, sweepCommentMarker } from "../report/index.js";
import { decideSweepOutcome, keyDestinationsAtBase, pullRequestScope, sweepPullRequest } from "../usecases/index.js";
import { writeReportFile, type ActionReport } from "./actionReport.js";
import { sweepOutputs } from "./actionOutputs.js";
import type { EvaluateOptions } from "./evaluatePullRequest.js";
import { failureUnless, writeSummary } from "./step.js";
import { runChanges, runTarget } from "./runChanges.js";
import { writeComment } from "./writeComment.js";

/** Under GitHub's 65,536-character limit on a comment's body, with room to spare. */
const SWEEP_COMMENT_MAX_LENGTH = 65_000;

/** The check's share of the job summary when a sweep follows it, so both fit GitHub's limit per step. */
export const CHECK_SUMMARY_SHARE = Math.floor(SUMMARY_MAX_LENGTH / 2);

/** A check's options but the kept results; `after`: the check a label-triggered sweep follows. */
export type SweepOptions = Omit<EvaluateOptions, "results"> & { after?: { report: ActionReport; label: string } };

/** A sweep of the touched sources (`mode: sweep`, or `after` a labelled check); fails only for a source not swept. */
export async function runSweep(options: SweepOptions): Promise<string | null> {
  const { settings, layout, log, after } = options;
  const atBase = { root: settings.root, registryPath: settings.registry };
  if (after) log(`the pull request has the label ${after.label}, so its sources are swept after the check`);
  const target = after ? { ...after.report, base: after.report.baseSha } : await runTarget(settings, options.context);
  let runtime = options.runtime;
  // the head must not choose where the embeddings key goes: after a check, its base says; else nowhere until read
  if (target.pullRequest !== null) {
    const destinations = after
      ? await keyDestinationsAtBase({ ...atBase, baseCommit: target.base })
      : { allowed: [], refusal: "the pull request's base commit is not known yet" };
    runtime = withKeyDestinations(options.runtime, destinations);
  }
  const report = await sweepPullRequest({
    ...atBase,
    rootPrefix: layout.rootPrefix,
    headSha: target.headSha,
    pullRequest: target.pullRequest,
    trigger: after ? { by: "label", label: after.label } : { by: "mode" },
    scope: after
      ? { touched: after.report.touched, skipped: after.report.skipped }
      : async (head) => {
          const changes = await runChanges({ ...options, scope: settings.scope, target, what: "swept" });
          if (runtime !== options.runtime) runtime.keyDestinations = await keyDestinationsAtBase({ ...atBase, baseCommit: changes.baseCommit });
          return pullRequestScope({ ...atBase, head, baseCommit: changes.baseCommit, changes: changes.files, scope: changes.scope, log });
        },
    log,
    runtime,
    ...(options.prepared ? { prepared: options.prepared } : {}),
  });
  const path = after ? sweepReportPath(settings.jsonReport) : settings.jsonReport;
  if (after) setOutput("sweep-report-path", path);
  else for (const [name, value] of Object.entries(sweepOutputs(report, path))) setOutput(name, value);
  await writeReportFile(path, report);
  const maxLength = after ? SUMMARY_MAX_LENGTH - CHECK_SUMMARY_SHARE - 1 : SUMMARY_MAX_LENGTH;
  const summary = renderSweepComment(report, { maxLength, limit: "the job summary's size limit", elsewhere: "the sweep JSON (the `sweep-report-path` output)" });
  await writeSummary(after ? `\n${summary}` : summary, "the sweep to the job summary");
  const body = renderSweepComment(report, { maxLength: SWEEP_COMMENT_MAX_LENGTH, limit: "GitHub's comment size limit", elsewhere: "the job summary and the sweep JSON" });
  await writeComment(options.client, { pr: report.pullRequest, marker: sweepCommentMarker(report.registryPath), body, headSha: report.headSha }, "sweep comment", settings.comment);
  // after a check, which reports the stale labels itself, only what could not be swept
  const outcome = decideSweepOutcome({ errors: report.errors, staleLabels: after ? 0 : report.labelProblems.length });
  return failureUnless(renderFailure(outcome), !after && outcome.downgradable && settings.onRegression === "comment");
}

/** A label-triggered sweep's JSON: `json-report` with `.sweep` before `.json`, so no two reports overwrite another. */
export function sweepReportPath(jsonReport: string): string {
  return /\.json$/i.test(jsonReport) ? jsonReport.replace(/\.json$/i, ".sweep.json") : `${jsonReport}.sweep.json`;
}
