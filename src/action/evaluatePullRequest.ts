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
 * `mode: check`: finds the pull request's changes (runChanges: git, else the REST API), runs the
 * engine's pull request check on the checked-out head (the same call `chunkgate check --base`
 * makes), and returns its report with the pull request the comment belongs to. The registry path
 * is given from the repository's top (it keys the comment, so two roots with a `chunkgate.yml`
 * each get two comments).
 *
 * The head sha is the pull request's head from the event (what `GET /pulls/{n}` reports, and
 * what the comment records), else `GITHUB_SHA`, else the checked-out HEAD (see runTarget).
 *
 * On a pull request, the embeddings key is sent only to the endpoint the base commit's registry
 * names (keyDestinationsAtBase): a source whose head names another is skipped, with the reason.
 *
 * The approval label is looked for among the pull request's labels in the event payload (a
 * `labeled` event's payload includes the new one); whether it approves is read from GitHub
 * (labelApplication: who applied it, not the author, with write permission), asked only when a
 * change needs approval and the label is there. What the action kept in its own comment on earlier
 * runs (readOwnState) says what that label application approved, and which held-out looks this
 * pull request has already been shown (they spend the thresholdout budget as ledger entries do).
 * An approval given for another change set is withdrawn: the label is removed. Looks are reported
 * with the ledger line they would append, never written: the action does not commit. Returns the
 * report and the state to keep in the comment (none when it was not needed: the comment keeps its own).
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
