import type { BranchPoint, RepositoryLayout } from "../git/index.js";
import type { PreparedCache } from "../corpus/index.js";
import type { ResultCache } from "../usecases/index.js";
import type { RetrieverRuntime } from "../retrieval/index.js";
import { withKeyDestinations } from "../retrieval/index.js";
import { keyDestinationsAtBase, runPullRequestCheck } from "../usecases/index.js";
import type { ActionReport } from "./actionReport.js";
import type { GitHubClient } from "./gitHubClient.js";
import type { ActionSettings } from "./parseInputs.js";
import type { RunContext } from "./readRunContext.js";
import { runChanges } from "./runChanges.js";
import { runTarget } from "./runTarget.js";
import { EMPTY_STATE, type ActionState } from "./actionState.js";
import { labelApplication, type LabelApplication } from "./labelApplication.js";
import { readOwnState } from "./readOwnState.js";
import { removeLabel } from "./removeLabel.js";
import { commentMarker } from "../report/index.js";
import { fromTop } from "../git/index.js";

export interface EvaluateOptions {
  settings: ActionSettings;
  context: RunContext;
  layout: RepositoryLayout;
  /** What git already said of the base and HEAD, with the layout (probeRepository), or null. */
  branchPoint: BranchPoint | null;
  client: () => Promise<GitHubClient>;
  log: (message: string) => void;
  /** Environment (the embeddings key), cache and progress for the retriever. */
  runtime: RetrieverRuntime;
  /** Prepared documents kept between runs (the cache-dir input); undefined: none. */
  prepared?: PreparedCache | undefined;
  /** Sources' results kept between runs (the cache-dir input): a base the main branch evaluated is not evaluated again. */
  results?: ResultCache | undefined;
}

/**
 * `mode: check`: finds the pull request's changes (runChanges), runs the engine's pull request
 * check on the checked-out head (the call `chunkgate check --base` makes), and returns the report
 * with the pull request the comment belongs to. The embeddings key goes only where the base's
 * registry says (keyDestinationsAtBase). The approval label is judged from GitHub
 * (labelApplication), asked only when a change needs approval; the action's own comment
 * (readOwnState) says what an earlier run approved and which held-out looks were shown, an approval
 * of another change set is withdrawn by removing the label, and looks are reported, never written.
 * Returns the state to keep in the comment only when it was read.
 */
export async function evaluatePullRequest(options: EvaluateOptions): Promise<{ report: ActionReport; state?: ActionState }> {
  const { settings, context, layout, log } = options;
  const target = await runTarget(settings, context);
  const changes = await runChanges({ settings, layout, branchPoint: options.branchPoint, target, client: options.client, log, what: "evaluated" });
  // a pull request's head must not choose where the embeddings key goes (keyDestinationsAtBase)
  const runtime = target.pullRequest === null ? options.runtime : withKeyDestinations(options.runtime, await keyDestinationsAtBase({ root: settings.root, registryPath: settings.registry, baseCommit: changes.baseCommit }));
  const pr = target.pullRequest;
  // read once, and only when needed: for an approval, or for looks under thresholdout
  let read: Promise<ActionState> | null = null;
  const ownState = () => (read ??= pr === null || settings.token === null ? Promise.resolve(EMPTY_STATE) : options.client().then((client) => readOwnState({ client, pr, marker: commentMarker(fromTop(layout, settings.registry)), log })));
  let application: LabelApplication | null = null;
  const report = await runPullRequestCheck({
    root: settings.root,
    rootPrefix: layout.rootPrefix,
    registryPath: settings.registry,
    scope: changes.scope,
    headSha: target.headSha,
    baseCommit: changes.baseCommit,
    changes: changes.files,
    onRegression: settings.onRegression,
    progress: log,
    runtime,
    ...(options.prepared ? { prepared: options.prepared } : {}),
    ...(options.results ? { results: options.results } : {}),
    ledger: "report",
    priorLooks: async () => (await ownState()).looks,
    labels: {
      names: context.pullRequest?.labels ?? [],
      application: async (label) => {
        if (pr === null) return { appliedBy: null, refusal: "this run is not for a pull request" };
        application = await labelApplication({ client: await options.client(), pr, label, state: await ownState() });
        return application;
      },
    },
  });
  const approval = report.baselineChanges.approval;
  if (approval.withdrawn && pr !== null) {
    const refused = await removeLabel(await options.client(), pr, approval.label);
    if (refused !== null) log(refused);
  }
  const pullRequestReport = { ...report, pullRequest: target.pullRequest };
  const wasRead = read as Promise<ActionState> | null; // assigned in ownState, which TypeScript does not follow
  if (wasRead === null) return { report: pullRequestReport }; // the comment keeps what it holds
  const state = await wasRead;
  const given = application as LabelApplication | null;
  const approved = approval.approved && approval.required > 0 && given?.event != null && given.refusal === undefined;
  const shown = report.check.sources.flatMap((s) => (s.heldOutLook && (s.heldOutLook.shown === "exact" || s.heldOutLook.shown === "noisy") ? [s.heldOutLook.entry] : []));
  const next: ActionState = {
    approval: approved ? { event: given!.event!, digest: approval.digest, changes: report.baselineChanges.changes.filter((c) => c.needsApproval).map((c) => c.sentence) } : null,
    looks: [...state.looks, ...shown],
  };
  return { report: pullRequestReport, state: next };
}
