import { setOutput } from "@actions/core";
import type { RepositoryLayout } from "../git/index.js";
import type { PreparedCache } from "../corpus/index.js";
import { withKeyDestinations, type RetrieverRuntime } from "../retrieval/index.js";
import { renderFailure } from "../report/index.js";
import { decideSweepOutcome, keyDestinationsAtBase, sweepPullRequest } from "../usecases/index.js";
import type { ActionReport } from "./actionReport.js";
import { deliverSweep } from "./deliverSweep.js";
import type { GitHubClient } from "./gitHubClient.js";
import type { ActionSettings } from "./parseInputs.js";

/** What the label-triggered sweep needs: the check it follows, the label and the API. */
export interface SweepAfterCheckOptions {
  settings: ActionSettings;
  layout: RepositoryLayout;
  /** The check just delivered: its pull request, head and touched sources are the sweep's. */
  report: ActionReport;
  label: string;
  client: () => Promise<GitHubClient>;
  log: (message: string) => void;
  runtime: RetrieverRuntime;
  prepared?: PreparedCache | undefined;
}

/**
 * The label trigger: sweeps the sources the check touched (all when none) and delivers the sweep
 * beside it. Returns the failure (a source that could not be swept), or null.
 */
export async function sweepAfterCheck(options: SweepAfterCheckOptions): Promise<string | null> {
  const { settings, report, log } = options;
  log(`the pull request has the label ${options.label}, so its sources are swept after the check`);
  const sweep = await sweepPullRequest({
    root: settings.root,
    registryPath: settings.registry,
    rootPrefix: options.layout.rootPrefix,
    headSha: report.headSha,
    pullRequest: report.pullRequest,
    trigger: { by: "label", label: options.label },
    scope: { touched: report.touched, skipped: report.skipped },
    log,
    // the check's base: a pull request's head must not choose where the embeddings key goes
    runtime: report.pullRequest === null ? options.runtime : withKeyDestinations(options.runtime, await keyDestinationsAtBase({ root: settings.root, registryPath: settings.registry, baseCommit: report.baseSha })),
    ...(options.prepared ? { prepared: options.prepared } : {}),
  });
  const path = sweepReportPath(settings.jsonReport);
  setOutput("sweep-report-path", path);
  await deliverSweep(sweep, { settings, client: options.client, path, afterCheck: true });
  return renderFailure(decideSweepOutcome({ errors: sweep.errors, staleLabels: 0 }));
}

/**
 * Where a label-triggered sweep writes its JSON: the check's `json-report` with `.sweep` before
 * `.json`, so the two reports of a step, or the sweeps of two steps, never overwrite each other.
 */
export function sweepReportPath(jsonReport: string): string {
  return /\.json$/i.test(jsonReport) ? jsonReport.replace(/\.json$/i, ".sweep.json") : `${jsonReport}.sweep.json`;
}
