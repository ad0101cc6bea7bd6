import { fromTop, type RepositoryLayout } from "../git/index.js";
import type { PreparedCache } from "../corpus/index.js";
import { keyDestinationsAtBase, runPullRequestCheck, type PullRequestRef, type ResultCache } from "../usecases/index.js";
import { withKeyDestinations, type RetrieverRuntime } from "../retrieval/index.js";
import { commentMarker } from "../report/index.js";
import type { ActionReport } from "./actionReport.js";
import { EMPTY_STATE, readActionState, type ActionState } from "./actionState.js";
import { findOwnComment } from "./writeComment.js";
import { describeFailure, unlessRefused, type GitHubClient } from "./gitHubClient.js";
import type { ActionSettings } from "./parseInputs.js";
import type { RunContext } from "./readRunContext.js";
import { runChanges, runTarget } from "./runChanges.js";
import type { AppliedLabel } from "../gate/index.js";

/** What evaluating a pull request needs: settings, the run, the repository and a GitHub client made only when used. */
export interface EvaluateOptions {
  settings: ActionSettings;
  context: RunContext;
  layout: RepositoryLayout;
  client: () => Promise<GitHubClient>;
  log: (message: string) => void;
  runtime: RetrieverRuntime;
  /** Kept between runs in the store; undefined: none. */
  prepared?: PreparedCache | undefined;
  results?: ResultCache | undefined;
}

/**
 * `mode: check`: the engine's pull request check, as `check --base` runs it, trusting only the base and GitHub
 * (the key's destination, the label's applier, the own comment's state); returns the state to keep when read.
 */
export async function evaluatePullRequest(options: EvaluateOptions): Promise<{ report: ActionReport; state?: ActionState }> {
  const { settings, context, layout, log } = options;
  const target = await runTarget(settings, context);
  const changes = await runChanges({ ...options, scope: settings.scope, target, what: "evaluated" });
  // a pull request's head must not choose where the embeddings key goes (keyDestinationsAtBase)
  const runtime = target.pullRequest === null ? options.runtime : withKeyDestinations(options.runtime, await keyDestinationsAtBase({ root: settings.root, registryPath: settings.registry, baseCommit: changes.baseCommit }));
  const pr = target.pullRequest;
  // read once, and only when needed: for an approval, or for looks under thresholdout
  const kept: { state?: Promise<ActionState>; application?: LabelApplication } = {};
  const ownState = () => (kept.state ??= pr === null || settings.token === null ? Promise.resolve(EMPTY_STATE) : options.client().then((client) => readOwnState(client, pr, commentMarker(fromTop(layout, settings.registry)), log)));
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
        return (kept.application = await labelApplication({ client: await options.client(), pr, label, state: await ownState() }));
      },
    },
  });
  const approval = report.baselineChanges.approval;
  if (approval.withdrawn && pr !== null) {
    const refused = await removeLabel(await options.client(), pr, approval.label);
    if (refused !== null) log(refused);
  }
  const pullRequestReport = { ...report, pullRequest: target.pullRequest };
  if (kept.state === undefined) return { report: pullRequestReport }; // the comment keeps what it holds
  const { looks } = await kept.state;
  const event = approval.approved && approval.required > 0 && kept.application?.refusal === undefined ? kept.application?.event : null;
  const shown = report.check.sources.flatMap((s) => (s.heldOutLook && (s.heldOutLook.shown === "exact" || s.heldOutLook.shown === "noisy") ? [s.heldOutLook.entry] : []));
  const next: ActionState = {
    approval: event != null ? { event, digest: approval.digest, changes: report.baselineChanges.changes.filter((c) => c.needsApproval).map((c) => c.sentence) } : null,
    looks: [...looks, ...shown],
  };
  return { report: pullRequestReport, state: next };
}

/** The state in the action's own gate comment (findOwnComment); no comment, or a refused listing (logged), is empty. */
async function readOwnState(client: GitHubClient, pr: PullRequestRef, marker: string, log: (message: string) => void): Promise<ActionState> {
  const own = await unlessRefused(
    () => findOwnComment(client, pr, marker),
    (failure) => log(`chunkgate could not read its own comment on #${pr.number} (${describeFailure(failure)}), so it starts without the approvals and held-out looks recorded there; give the workflow \`pull-requests: read\` and \`issues: read\``),
  );
  return own ? readActionState(own.body ?? "") : EMPTY_STATE;
}

/** Removes `label`, so a withdrawn approval must be given again; returns a refusal for the log (none if gone). */
async function removeLabel(client: GitHubClient, pr: PullRequestRef, label: string): Promise<string | null> {
  const removed = () => client.rest.issues.removeLabel({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, name: label }).then(() => null);
  return unlessRefused(removed, (failure) =>
    failure.status === 404 ? null : `chunkgate could not remove the "${label}" label (${describeFailure(failure)}); give the workflow \`pull-requests: write\`, or remove it by hand before approving again`,
  );
}

/** An application of the approval label as the gate judges it, with the `labeled` event it is (null: none found). */
export type LabelApplication = Omit<AppliedLabel, "name"> & { event: number | null };

/** Permissions that may approve: the REST API's `permission` (maintain reads as write there) or `role_name`. */
const MAY_APPROVE = new Set(["admin", "maintain", "write"]);
const PERMISSIONS = "give the workflow `pull-requests: read` and `issues: read`";

/**
 * Who applied `label` (its newest `labeled` event) and whether they may approve (not the author, with write
 * permission), from GitHub alone; anything unreadable refuses, naming the permission needed.
 */
export async function labelApplication(options: { client: GitHubClient; pr: PullRequestRef; label: string; state: ActionState }): Promise<LabelApplication> {
  const { client, pr, label } = options;
  const repo = { owner: pr.owner, repo: pr.repo };
  let appliedBy: string | null = null;
  let event: number | null = null;
  const refused = (refusal: string): LabelApplication => ({ appliedBy, event, refusal });
  // what a refused request was reading, up to the failure
  let reading = "who applied it (GET issue events: ";
  return unlessRefused(
    async () => {
      const events = await client.paginate(client.rest.issues.listEvents, { ...repo, issue_number: pr.number, per_page: 100 });
      const wanted = label.toLowerCase();
      const last = events.filter((e) => e.event === "labeled" && (e as { label?: { name?: string } }).label?.name?.toLowerCase() === wanted).at(-1);
      const by = last?.actor?.login ?? null;
      if (last === undefined || by === null) return refused("the pull request's history names nobody who applied it");
      [appliedBy, event, reading] = [by, last.id, "the pull request's author (GET pull request: "];
      const author = (await client.rest.pulls.get({ ...repo, pull_number: pr.number })).data.user?.login ?? null;
      if (author === null) return refused("chunkgate could not read the pull request's author");
      if (author.toLowerCase() === by.toLowerCase()) return refused(`${by} is the pull request's author, and an approval must come from someone else with write permission`);
      reading = `${by}'s permission on the repository (`;
      const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: by });
      const role = (data as { role_name?: string }).role_name ?? "";
      if (!MAY_APPROVE.has(data.permission) && !MAY_APPROVE.has(role)) return refused(`${by} has ${role || data.permission} permission on the repository, and an approval needs write, maintain or admin`);
      const covered = options.state.approval?.event === last.id ? { digest: options.state.approval.digest, changes: options.state.approval.changes } : null;
      return { appliedBy: by, event: last.id, covered };
    },
    (failure) => refused(`chunkgate could not read ${reading}${describeFailure(failure)}); ${PERMISSIONS}`),
  );
}
