import type { NoiseConfig, NoiseMethodName } from "../config/index.js";

/** One train question's outcome at the base and at the head of the same pull request. */
export interface QuestionPair {
  id: string;
  base: boolean;
  head: boolean;
}

/** What every noise method is given. */
export interface NoiseInput {
  /** Train questions scored now, and how many of them hit. */
  train: { questions: number; hits: number };
  /** The recorded train recall (`baseline.recall`), in [0, 1]. */
  baseline: number;
  /** The registry's `noise:` settings; the method is looked up by `noise.method`. */
  noise: NoiseConfig;
  /** Train questions scored at the pull request's base and head, paired by id; null without a base run. */
  pairs: readonly QuestionPair[] | null;
  /** `split.train`: turns a suggested number of train questions into a golden-set size. */
  trainShare: number;
}

/** How small a drop the golden set can catch, and what it would take to catch a useful one. */
export interface Detection {
  /** The smallest loss (in questions) that fails the gate at this n; null when no loss can. */
  smallestLoss: number | null;
  /** `smallestLoss / questions`: the smallest drop in recall that fails; null likewise. */
  smallestDrop: number | null;
  /** The drop in recall a golden set should be able to catch (DETECTABLE_DROP). */
  target: number;
  /** No loss can fail, or only a drop larger than `target` does (then a size is suggested). */
  tooSmall: boolean;
  /** Train questions with which a drop of `target` would fail; null when not too small, or when no size up to 5,000 would do. */
  suggestedTrain: number | null;
  /** `suggestedTrain / trainShare`, rounded up: questions this source needs in the golden set. */
  suggestedTotal: number | null;
  /** The above in one or two plain sentences. */
  sentence: string;
}

/** Every method's answer, in the same shape, so the report and the verdict never ask which method ran. */
export interface NoiseJudgement {
  /** The method that judged (`binomial` when `paired` had no base run to pair with: see `fallback`). */
  method: NoiseMethodName;
  /** n: the train questions the band is for (for `paired`, the questions scored on both sides). */
  questions: number;
  /** Questions that may be lost at this n without the drop counting as real. */
  allowedLoss: number;
  /** Against the baseline's hits on n (negative when gained) for `binomial` and `questions`; hit → miss flips for `paired`. */
  lost: number;
  /** Miss → hit flips (`paired`); 0 for the other methods, whose `lost` is already net. */
  gained: number;
  /** The drop is real: the gate fails. */
  realDrop: boolean;
  /** The test's one-sided p-value (`binomial`, `paired`); null for the plain `questions` rule. */
  pValue: number | null;
  /** The band in words: "With 24 train questions, losing up to 2 is within noise; losing 3 fails (…)." */
  band: string;
  /** What this change did, in words: "3 lost of 22 recorded hits: a real drop (p = 0.012)." */
  outcome: string;
  detection: Detection;
  /** Why another method judged than the one configured; absent when the configured one did. */
  fallback?: string;
}

/** A noise method, registered by the name `noise.method` takes: judges one source, total for any n (0 included) and hit counts in range. */
export type NoiseMethod = (input: NoiseInput) => NoiseJudgement;

/**
 * The drop in recall a golden set should catch to be worth gating on (the overfit check's margin); the
 * detection sentence suggests a size when it cannot.
 */
export const DETECTABLE_DROP = 0.1;
