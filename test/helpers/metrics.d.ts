import type { Metrics } from "../../src/evaluation/metrics.js";
/** Metrics with `hits` of `questions`, other columns fixed. */
export declare function metrics(hits: number, questions: number): Metrics;
