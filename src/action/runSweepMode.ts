import * as core from "@actions/core";
import type { RetrieverRuntime } from "../retrieval/retrieverRuntime.js";
import { deliverSweep } from "./deliverSweep.js";
import type { GitHubClient } from "./gitHubClient.js";
import type { ActionSettings } from "./parseInputs.js";
import type { RunContext } from "./readRunContext.js";
import type { RepositoryLayout } from "../git/repositoryLayout.js";
import type { ActionOutcome } from "./runAction.js";
import { runTarget } from "./runTarget.js";
import { sweepFailure } from "./sweepFailure.js";
import { sweepOutputs } from "./sweepOutputs.js";
import { sweepPullRequest } from "../usecases/pullRequest/sweepPullRequest.js";

/** What a `mode: sweep` run is given: the parsed inputs, the run context, the repository layout and the API. */
export interface SweepModeOptions {
  settings: ActionSettings;
  context: RunContext;
  layout: RepositoryLayout;
  client: () => Promise<GitHubClient>;
  log: (message: string) => void;
  /** Environment (the embeddings key), cache and progress for the retriever. */
  runtime: RetrieverRuntime;
}

/**
 * `mode: sweep`: sweeps the sources the pull request touches (every source when it touches none)
 * on the checked-out head, then sets the outputs (sweepOutputs) and delivers the sweep JSON to
 * `json-report`, the job summary and the sweep comment (deliverSweep). The step fails only for
 * what makes `chunkgate sweep` exit 2: a source that cannot be swept (an error, always) and stale
 * golden-set labels (downgraded to a warning by `on-regression: comment`, as in check mode); never
 * on the numbers. Registry and golden-set errors throw, as in check mode.
 */
export async function runSweepMode(options: SweepModeOptions): Promise<ActionOutcome> {
  const { settings, log } = options;
  const target = await runTarget(settings, options.context);
  const report = await sweepPullRequest({ settings, layout: options.layout, target, trigger: { by: "mode" }, client: options.client, log, runtime: options.runtime });
  for (const [name, value] of Object.entries(sweepOutputs(report, settings.jsonReport))) core.setOutput(name, value);
  await deliverSweep(report, { settings, client: options.client, path: settings.jsonReport, afterCheck: false });
  const { error, stale } = sweepFailure(report);
  if (stale !== null && settings.onRegression === "comment") {
    core.warning(`${stale}\n(on-regression: comment reports this without failing the step)`);
    return { failure: error };
  }
  return { failure: [error, stale].filter((f) => f !== null).join("\n") || null };
}
