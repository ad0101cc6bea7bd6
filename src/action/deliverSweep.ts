import { warnStep } from "./failStep.js";
import { SUMMARY_MAX_LENGTH, renderSweepComment, sweepCommentMarker } from "../report/index.js";
import type { PullRequestSweepReport } from "../usecases/index.js";
import type { GitHubClient } from "./gitHubClient.js";
import { writeJsonFile } from "./writeJsonFile.js";
import { logInfo } from "./logInfo.js";
import type { ActionSettings } from "./parseInputs.js";
import { writeComment } from "./writeComment.js";
import { writeSummary } from "./writeSummary.js";

/** Under GitHub's 65,536-character limit on a comment's body, with room to spare. */
const SWEEP_COMMENT_MAX_LENGTH = 65_000;

/**
 * The check's share of the job summary when a sweep follows it in the same step (the label
 * trigger); the sweep gets the rest, so the two together stay under GitHub's 1 MiB per step.
 */
export const CHECK_SUMMARY_SHARE = Math.floor(SUMMARY_MAX_LENGTH / 2);

/** Where and how deliverSweep delivers a sweep. */
export interface SweepDelivery {
  settings: ActionSettings;
  client: () => Promise<GitHubClient>;
  /** Where the sweep JSON goes. */
  path: string;
  /** True when a check's summary precedes the sweep's in this step (the label trigger). */
  afterCheck: boolean;
}

/**
 * Delivers a sweep: its JSON at `path`, the job summary (appended, bounded by what {@link
 * CHECK_SUMMARY_SHARE} leaves), and the sweep comment apart from the gate comment (not with
 * `comment: false` or outside a pull request). A summary that cannot be written and a comment the
 * API refuses are warnings; the sweep stands.
 */
export async function deliverSweep(report: PullRequestSweepReport, delivery: SweepDelivery): Promise<void> {
  const { settings } = delivery;
  await writeJsonFile(delivery.path, report, "input `json-report`");
  try {
    const maxLength = delivery.afterCheck ? SUMMARY_MAX_LENGTH - CHECK_SUMMARY_SHARE - 1 : SUMMARY_MAX_LENGTH;
    const summary = renderSweepComment(report, { maxLength, limit: "the job summary's size limit", elsewhere: "the sweep JSON (the `sweep-report-path` output)" });
    await writeSummary(delivery.afterCheck ? `\n${summary}` : summary);
  } catch (error) {
    warnStep(`chunkgate could not write the sweep to the job summary: ${error instanceof Error ? error.message : String(error)}`);
  }
  const pr = report.pullRequest;
  if (!settings.comment) logInfo("chunkgate writes no sweep comment (`comment: false`)");
  else if (pr === null) logInfo("chunkgate writes no sweep comment: this run is not for a pull request");
  else {
    const body = renderSweepComment(report, { maxLength: SWEEP_COMMENT_MAX_LENGTH, limit: "GitHub's comment size limit", elsewhere: "the job summary and the sweep JSON" });
    await writeComment(delivery.client, { pr, marker: sweepCommentMarker(report.registryPath), body, headSha: report.headSha }, "sweep comment");
  }
}
