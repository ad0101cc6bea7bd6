import { PULL_REQUEST_SWEEP_SCHEMA_VERSION, type PullRequestSweepReport } from "../../src/usecases/pullRequest/sweepPullRequest.js";
import { loadWorkspace } from "../../src/usecases/check/loadWorkspace.js";
import { runSweep } from "../../src/usecases/sweep/runSweep.js";
import type { SweepReport } from "../../src/usecases/sweep/types.js";
import { fixture } from "../helpers/evaluateFixture.js";

let measured: Promise<SweepReport> | undefined;

/** The real sweep of fixtures/lumen's `product_docs` over its default grid (16 cells), measured once per test file. */
export function lumenSweep(): Promise<SweepReport> {
  measured ??= loadWorkspace({ root: fixture("lumen") }).then((workspace) => runSweep({ workspace, sourceId: "product_docs" }));
  return measured;
}

/**
 * An action sweep report holding the lumen sweep once per id of `sources` (the same numbers under
 * other source names, for the renderer's cutting), with `overrides` on top.
 */
export async function actionSweep(sources: string[] = ["product_docs"], overrides: Partial<PullRequestSweepReport> = {}): Promise<PullRequestSweepReport> {
  const sweep = await lumenSweep();
  return {
    schemaVersion: PULL_REQUEST_SWEEP_SCHEMA_VERSION,
    kind: "chunkgate-action-sweep",
    registryPath: "chunkgate.yml",
    headSha: "a".repeat(40),
    pullRequest: { owner: "octo-org", repo: "docs", number: 7 },
    trigger: { by: "mode" },
    sources: sources.map((id) => ({ id, reason: `docs/${id}/a.md changed` })),
    everySource: false,
    skipped: [],
    sweeps: sources.map((source) => ({ ...sweep, source })),
    errors: [],
    labelProblems: [],
    ...overrides,
  };
}
