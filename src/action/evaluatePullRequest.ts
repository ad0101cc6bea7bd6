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
import { labelAppliedBy } from "./labelAppliedBy.js";

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
 * `labeled` event's payload includes the new one); who applied it comes from the REST API's issue
 * events, asked only when a change needs approval and the label is there. Looks at held-out scores
 * are reported with the ledger line they would append, never written: the action does not commit.
 */
export async function evaluatePullRequest(options: EvaluateOptions): Promise<ActionReport> {
  const { settings, context, layout, log } = options;
  const target = await runTarget(settings, context);
  const changes = await runChanges({ settings, layout, branchPoint: options.branchPoint, target, client: options.client, log, what: "evaluated" });
  // a pull request's head must not choose where the embeddings key goes (keyDestinationsAtBase)
  const runtime = target.pullRequest === null ? options.runtime : withKeyDestinations(options.runtime, await keyDestinationsAtBase({ root: settings.root, registryPath: settings.registry, baseCommit: changes.baseCommit }));
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
    labels: {
      names: context.pullRequest?.labels ?? [],
      appliedBy: async (label) => (target.pullRequest === null ? null : labelAppliedBy({ client: await options.client(), pr: target.pullRequest, label, log })),
    },
  });
  return { ...report, pullRequest: target.pullRequest };
}
