import type { SweepCell } from "../../src/usecases/sweep/types.js";
/**
 * A measured cell built directly, for tests of the choice rule and the renderers: `hits` of
 * `questions` train questions (22 by default, as fixtures/policies has), the given context tokens,
 * stored tokens and chunks (by default stored tokens / size), everything else plausible.
 */
export declare function buildCell(spec: {
    size: number;
    overlap?: number;
    strategy?: string;
    hits: number;
    questions?: number;
    context?: number;
    stored?: number;
    chunks?: number;
}): SweepCell;
