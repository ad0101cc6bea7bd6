import { SUMMARY_MAX_LENGTH, renderSweepComment, sweepCommentMarker } from "../report/index.js";
import type { PullRequestSweepReport } from "../usecases/index.js";
import type { GitHubClient } from "./gitHubClient.js";
import { writeReportFile } from "./actionReport.js";
import { logInfo } from "./logInfo.js";
import type { ActionSettings } from "./parseInputs.js";
import { writeComment } from "./writeComment.js";
import { writeSummary } from "./writeSummary.js";

/** Under GitHub's 65,536-character limit on a comment's body, with room to spare. */
const SWEEP_COMMENT_MAX_LENGTH = 65_000;

/** The check's share of the job summary when a sweep follows it, so both fit GitHub's limit per step. */
export const CHECK_SUMMARY_SHARE = Math.floor(SUMMARY_MAX_LENGTH / 2);

/** Where and how deliverSweep delivers a sweep. */
export interface SweepDelivery {
  settings: ActionSettings;
  client: () => Promise<GitHubClient>;
  /** Where the sweep JSON goes. */
  path: string;
  /** A check's summary precedes the sweep's in this step. */
  afterCheck: boolean;
}

/**
 * Delivers a sweep: its JSON, the job summary and its own comment beside the gate comment. A
 * summary that cannot be written or a refused comment is a warning; the sweep stands.
 */
export async function deliverSweep(report: PullRequestSweepReport, delivery: SweepDelivery): Promise<void> {
  const { settings } = delivery;
  await writeReportFile(delivery.path, report);
  const maxLength = delivery.afterCheck ? SUMMARY_MAX_LENGTH - CHECK_SUMMARY_SHARE - 1 : SUMMARY_MAX_LENGTH;
  const summary = renderSweepComment(report, { maxLength, limit: "the job summary's size limit", elsewhere: "the sweep JSON (the `sweep-report-path` output)" });
  await writeSummary(delivery.afterCheck ? `\n${summary}` : summary, "the sweep to the job summary");
  const pr = report.pullRequest;
  if (!settings.comment) logInfo("chunkgate writes no sweep comment (`comment: false`)");
  else if (pr === null) logInfo("chunkgate writes no sweep comment: this run is not for a pull request");
  else {
    const body = renderSweepComment(report, { maxLength: SWEEP_COMMENT_MAX_LENGTH, limit: "GitHub's comment size limit", elsewhere: "the job summary and the sweep JSON" });
    await writeComment(delivery.client, { pr, marker: sweepCommentMarker(report.registryPath), body, headSha: report.headSha }, "sweep comment");
  }
}
