import { failureUnless, warnStep, logInfo, writeSummary } from "./step.js";
import { setOutput, setSecret, error, warning } from "@actions/core";
import { closeRunCache, decidePullRequestOutcome, describeCacheUse, openRunCache, type PullRequestReport } from "../usecases/index.js";
import { createRetrieverRuntime } from "../retrieval/index.js";
import { actionOutputs } from "./actionOutputs.js";
import { writeReportFile, loadPostedReport, type ActionReport } from "./actionReport.js";
import { stateLine, type ActionState } from "./actionState.js";
import { evaluatePullRequest, type EvaluateOptions } from "./evaluatePullRequest.js";
import { lazyClient, type GitHubClient } from "./gitHubClient.js";
import { inputReader, parseInputs, type ActionSettings } from "./parseInputs.js";
import { readRunContext } from "./readRunContext.js";
import { repositoryLayout, fromTop, type RepositoryLayout } from "../git/index.js";
import { SUMMARY_MAX_LENGTH, commentMarker, formatEmbeddingStats, renderComment, renderFailure, renderSummary, selectAnnotations, type Annotation } from "../report/index.js";
import { CHECK_SUMMARY_SHARE, runSweep } from "./runSweep.js";
import { writeComment } from "./writeComment.js";

/** One run: report, outputs, annotations, summary, comment, then a sweep if labelled; returns the step's failure. */
export async function runAction(): Promise<string | null> {
  const context = readRunContext(process.env);
  const settings = parseInputs(inputReader(process.env), context);
  if (settings.token) setSecret(settings.token);
  const client = lazyClient(settings.token, context.apiUrl);
  if (settings.mode === "report") {
    const report = await loadPostedReport({ settings, context, client });
    await deliver(report, { settings, client, annotations: null, summaryMaxLength: SUMMARY_MAX_LENGTH });
    return null;
  }
  const layout = await repositoryLayout(settings.root, context.workspace);
  // `warn` says why a store folder the pull request could have written is refused
  const cache = openRunCache({ root: settings.root, dir: settings.cacheDir, warn: (message) => warnStep(message) });
  const runtime = createRetrieverRuntime({ env: maskedEnv(process.env), cache: cache.store, progress: logInfo });
  try {
    return await checkOrSweep({ settings, context, layout, client, log: logInfo, runtime, prepared: cache.prepared, results: cache.results });
  } finally {
    closeRunCache(cache);
    const used = describeCacheUse(cache, settings.root);
    if (used !== null) logInfo(used);
    if (runtime.stats.texts > 0) logInfo(`embeddings: ${formatEmbeddingStats(runtime.stats)} (cache ${cache.dir})`);
  }
}

async function checkOrSweep(options: EvaluateOptions): Promise<string | null> {
  const { settings, context, layout, client } = options;
  if (settings.mode === "sweep") return runSweep(options);
  const label = hasSweepLabel(context.pullRequest?.labels ?? [], settings.sweepLabel) ? settings.sweepLabel : null;
  const { report, state } = await evaluatePullRequest(options);
  await writeReportFile(settings.jsonReport, report);
  await deliver(report, { settings, client, annotations: layout, summaryMaxLength: label ? CHECK_SUMMARY_SHARE : SUMMARY_MAX_LENGTH, ...(state ? { state } : {}) });
  const failure = failureUnless(renderFailure(decidePullRequestOutcome(report)), settings.onRegression === "comment" || report.failureDowngraded);
  if (label === null) return failure;
  const sweepError = await runSweep({ ...options, after: { report, label } });
  return [failure, sweepError].filter((f) => f !== null).join("\n") || null;
}

interface Delivery {
  settings: ActionSettings;
  client: () => Promise<GitHubClient>;
  /** Where annotations point; null in report mode, whose run is not the PR's. */
  annotations: RepositoryLayout | null;
  summaryMaxLength: number;
  /** What to keep in the comment; absent: what it holds (report mode's artifact is not trusted with it). */
  state?: ActionState;
}

async function deliver(report: ActionReport, delivery: Delivery): Promise<void> {
  const { settings, state } = delivery;
  for (const [name, value] of Object.entries(actionOutputs(report, settings.jsonReport))) setOutput(name, value);
  const omitted = delivery.annotations ? annotate(report, delivery.annotations) : [];
  await writeSummary(renderSummary(report, omitted, delivery.summaryMaxLength));
  const keepState = state === undefined;
  const body = renderComment(report, keepState ? "" : stateLine(state));
  await writeComment(delivery.client, { pr: report.pullRequest, marker: commentMarker(report.registryPath), body, headSha: report.headSha, keepState }, "comment", settings.comment);
}

/** The engine's environment, read only for the registry's API key variables: each value read is masked first. */
function maskedEnv(env: NodeJS.ProcessEnv): (name: string) => string | undefined {
  return (name) => {
    const value = env[name];
    if (value) setSecret(value);
    return value;
  };
}

/** Whether the labels include `sweepLabel` (null: trigger off), ignoring case as GitHub does. */
export function hasSweepLabel(labels: readonly string[], sweepLabel: string | null): boolean {
  if (sweepLabel === null) return false;
  const wanted = sweepLabel.toLowerCase();
  return labels.some((label) => label.trim().toLowerCase() === wanted);
}

/** GitHub shows at most 10 annotations of each type per step; more are dropped silently. */
const ANNOTATIONS_PER_TYPE = 10;

/** Annotates the regressions, most important first, as many as GitHub shows; returns the rest for the job summary. */
export function annotate(report: PullRequestReport, layout: RepositoryLayout): Annotation[] {
  const all = selectAnnotations(report, Number.MAX_SAFE_INTEGER).annotations.map((a) => ({ ...a, path: fromTop(layout, a.path) }));
  return (["error", "warning"] as const).flatMap((level) => {
    const ofLevel = all.filter((a) => a.level === level);
    const annotation = level === "error" ? error : warning;
    for (const a of ofLevel.slice(0, ANNOTATIONS_PER_TYPE)) annotation(a.message, { file: a.path, startLine: a.startLine, endLine: a.endLine ?? a.startLine, title: a.title });
    return ofLevel.slice(ANNOTATIONS_PER_TYPE);
  });
}
