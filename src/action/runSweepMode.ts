import { failureUnless } from "./failStep.js";
import { setOutput } from "@actions/core";
import { withKeyDestinations } from "../retrieval/index.js";
import { renderFailure } from "../report/index.js";
import { decideSweepOutcome, keyDestinationsAtBase, pullRequestScope, sweepPullRequest } from "../usecases/index.js";
import { deliverSweep } from "./deliverSweep.js";
import type { EvaluateOptions } from "./evaluatePullRequest.js";
import type { ActionOutcome } from "./runAction.js";
import { runChanges } from "./detectChanges.js";
import { runTarget } from "./runTarget.js";
import { sweepOutputs } from "./actionOutputs.js";

/** A check's options but the kept results, which a sweep does not use. */
export type SweepModeOptions = Omit<EvaluateOptions, "results">;

/**
 * `mode: sweep`: sweeps the sources the pull request touches (all when none) and delivers it. The
 * step fails only where `chunkgate sweep` exits 2, never on the numbers.
 */
export async function runSweepMode(options: SweepModeOptions): Promise<ActionOutcome> {
  const { settings, layout, log } = options;
  const target = await runTarget(settings, options.context);
  // the head must not choose where the embeddings key goes: none until the base's registry is read
  const runtime = target.pullRequest === null ? options.runtime : withKeyDestinations(options.runtime, { allowed: [], refusal: "the pull request's base commit is not known yet" });
  const report = await sweepPullRequest({
    root: settings.root,
    registryPath: settings.registry,
    rootPrefix: layout.rootPrefix,
    headSha: target.headSha,
    pullRequest: target.pullRequest,
    trigger: { by: "mode" },
    scope: async (head) => {
      const changes = await runChanges({ settings, layout, branchPoint: options.branchPoint, target, client: options.client, log, what: "swept" });
      if (runtime !== options.runtime) runtime.keyDestinations = await keyDestinationsAtBase({ root: settings.root, registryPath: settings.registry, baseCommit: changes.baseCommit });
      return pullRequestScope({ root: settings.root, registryPath: settings.registry, head, baseCommit: changes.baseCommit, changes: changes.files, scope: changes.scope, log });
    },
    log,
    runtime,
    ...(options.prepared ? { prepared: options.prepared } : {}),
  });
  for (const [name, value] of Object.entries(sweepOutputs(report, settings.jsonReport))) setOutput(name, value);
  await deliverSweep(report, { settings, client: options.client, path: settings.jsonReport, afterCheck: false });
  const outcome = decideSweepOutcome({ errors: report.errors, staleLabels: report.labelProblems.length });
  return { failure: failureUnless(renderFailure(outcome), outcome.downgradable && settings.onRegression === "comment") };
}
