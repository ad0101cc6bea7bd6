import { type PullRequestSweepReport } from "../../src/usecases/pullRequest/pullRequestSweepReport.js";
import type { SweepReport } from "../../src/usecases/sweep/types.js";
/** The real sweep of fixtures/lumen's `product_docs` over its default grid (16 cells), measured once per test file. */
export declare function lumenSweep(): Promise<SweepReport>;
/**
 * An action sweep report holding the lumen sweep once per id of `sources` (the same numbers under
 * other source names, for the renderer's cutting), with `overrides` on top.
 */
export declare function actionSweep(sources?: string[], overrides?: Partial<PullRequestSweepReport>): Promise<PullRequestSweepReport>;
