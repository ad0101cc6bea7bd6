import type { NoiseConfig, NoiseMethodName } from "../config/index.js";
import { formatCount, plural } from "../formatCount.js";
import { binomialCdf, noiseBand } from "./noiseBand.js";

/** One train question's outcome at the base and at the head of the same pull request. */
export interface QuestionPair {
  id: string;
  base: boolean;
  head: boolean;
}

/** What every noise method is given. */
export interface NoiseInput {
  train: { questions: number; hits: number };
  /** The recorded train recall (`baseline.recall`), in [0, 1]. */
  baseline: number;
  noise: NoiseConfig;
  /** Train questions scored at the pull request's base and head, paired by id; null without a base run. */
  pairs: readonly QuestionPair[] | null;
  /** `split.train`. */
  trainShare: number;
}

/** How small a drop the golden set can catch, and what it would take to catch a useful one. */
export interface Detection {
  /** The smallest loss (in questions) that fails the gate at this n; null when no loss can. */
  smallestLoss: number | null;
  /** `smallestLoss / questions`: the smallest drop in recall that fails; null likewise. */
  smallestDrop: number | null;
  /** DETECTABLE_DROP. */
  target: number;
  /** No loss can fail, or only a drop larger than `target` does (then a size is suggested). */
  tooSmall: boolean;
  /** Train questions with which a drop of `target` would fail; null when not too small, or when no size up to 5,000 would do. */
  suggestedTrain: number | null;
  /** `suggestedTrain / trainShare`, rounded up: questions this source needs in the golden set. */
  suggestedTotal: number | null;
  sentence: string;
}

/** Every method's answer, in the same shape, so the report and the verdict never ask which method ran. */
export interface NoiseJudgement {
  /** The method that judged (`binomial` when `paired` had no base run to pair with: see `fallback`). */
  method: NoiseMethodName;
  /** n: the train questions the band is for (for `paired`, the questions scored on both sides). */
  questions: number;
  allowedLoss: number;
  /** Against the baseline's hits on n (negative when gained) for `binomial` and `questions`; hit → miss flips for `paired`. */
  lost: number;
  /** Miss → hit flips (`paired`); 0 for the other methods, whose `lost` is already net. */
  gained: number;
  realDrop: boolean;
  /** The test's one-sided p-value (`binomial`, `paired`); null for the plain `questions` rule. */
  pValue: number | null;
  /** The band in words (bandSentence). */
  band: string;
  /** What this change did, in words (lossOutcome). */
  outcome: string;
  detection: Detection;
  /** Why another method judged than the one configured; absent when the configured one did. */
  fallback?: string;
}

/** The drop in recall a golden set should catch to be worth gating on; the detection sentence suggests a size when it cannot. */
const DETECTABLE_DROP = 0.1;

/** A p-value as a reader takes it: three decimals, or "p < 0.001". */
export function formatP(p: number): string {
  return p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
}

/** A confidence as a percentage: 0.95 → "95%", 0.975 → "97.5%". */
export function formatConfidence(confidence: number): string {
  return `${Number((confidence * 100).toFixed(2))}%`;
}

/** The band in one sentence: "With 24 train questions, losing up to 2 is within noise; losing 3 fails (how)." */
function bandSentence(options: { questions: number; what: string; allowedLoss: number; canFail: boolean; how: string }): string {
  const { questions, what, allowedLoss, canFail, how } = options;
  const n = plural(questions, what);
  if (!canFail) return `With ${n}, no loss can fail the gate: losing ${allowedLoss === 0 ? "nothing" : `all ${allowedLoss}`} is within noise (${how}).`;
  return `With ${n}, losing up to ${allowedLoss} is within noise; losing ${allowedLoss + 1} fails (${how}).`;
}

/** "Level with the 22 recorded hits.", "2 more than the 22 recorded hits." or "3 lost of 22 recorded hits: <verdict>." */
function lossOutcome(lost: number, recorded: number, verdict: string): string {
  const hits = plural(recorded, "recorded hit");
  if (lost <= 0) return lost === 0 ? `Level with the ${hits}.` : `${-lost} more than the ${hits}.`;
  return `${lost} lost of ${hits}: ${verdict}.`;
}

/** Sizes are searched up to here; a source that needs more is told so rather than given a number. */
const LARGEST_SUGGESTION = 5000;

/** The smallest failing loss and, past DETECTABLE_DROP, the smallest larger size that catches it, searched in order. */
function describeDetection(options: { questions: number; smallestLossAt: (m: number) => number | null; trainShare: number; cacheKey: string }): Detection {
  const { questions: n, smallestLossAt, trainShare } = options;
  const target = DETECTABLE_DROP;
  const smallestLoss = n === 0 ? null : smallestLossAt(n);
  const smallestDrop = smallestLoss === null ? null : smallestLoss / n;
  const tooSmall = smallestDrop === null || smallestDrop > target + 1e-12;
  const suggestedTrain = tooSmall ? suggest(`${options.cacheKey}|${n}`, n, smallestLossAt) : null;
  const suggestedTotal = suggestedTrain === null ? null : Math.ceil(suggestedTrain / trainShare - 1e-9);
  return { smallestLoss, smallestDrop, target, tooSmall, suggestedTrain, suggestedTotal, sentence: sentence({ n, smallestLoss, smallestDrop, tooSmall, suggestedTrain, suggestedTotal, target, trainShare }) };
}

const searches = new Map<string, number | null>();

/** The smallest size above n that catches a drop of DETECTABLE_DROP, remembered by key (at most 1,000 answers). */
function suggest(key: string, n: number, smallestLossAt: (m: number) => number | null): number | null {
  const known = searches.get(key);
  if (known !== undefined) return known;
  let found: number | null = null;
  for (let m = Math.max(n + 1, 1); m <= LARGEST_SUGGESTION; m++) {
    const loss = smallestLossAt(m);
    if (loss !== null && loss / m <= DETECTABLE_DROP + 1e-12) {
      found = m;
      break;
    }
  }
  if (searches.size >= 1000) searches.clear();
  searches.set(key, found);
  return found;
}

function sentence(d: { n: number; smallestLoss: number | null; smallestDrop: number | null; tooSmall: boolean; suggestedTrain: number | null; suggestedTotal: number | null; target: number; trainShare: number }): string {
  const questions = plural(d.n, "train question");
  const suggestion =
    d.suggestedTrain === null
      ? `no golden set up to ${formatCount(LARGEST_SUGGESTION)} train questions would catch a drop of ${d.target.toFixed(2)} at this baseline.`
      : `about ${plural(d.suggestedTrain, "train question")} (${d.suggestedTotal} questions for this source at split.train ${d.trainShare}) would catch a drop of ${d.target.toFixed(2)}.`;
  if (d.n === 0) return `No train question lands in this source, so nothing can fail: ${suggestion}`;
  if (d.smallestLoss === null) return `With ${questions}, no loss can fail the gate: this source is too small to gate on; ${suggestion}`;
  const detects = `With ${questions}, the smallest drop that fails is ${plural(d.smallestLoss, "question")} (${d.smallestDrop!.toFixed(2)} in recall)`;
  return d.tooSmall ? `${detects}; ${suggestion}` : `${detects}.`;
}

/** `noise.method: binomial` (the default): train hits against the recorded recall by noiseBand's test. */
function binomialMethod(input: NoiseInput): NoiseJudgement {
  const { baseline } = input;
  const { questions: n, hits } = input.train;
  const { confidence } = input.noise;
  const band = noiseBand({ baseline, questions: n, confidence });
  const lost = band.baselineHits - hits;
  const canFail = band.allowedLoss < band.baselineHits;
  const pValue = n === 0 ? 1 : binomialCdf(hits, n, baseline);
  const realDrop = lost > band.allowedLoss;
  const how = `one-sided binomial test at ${formatConfidence(confidence)} against the recorded recall ${baseline.toFixed(2)}, ${band.baselineHits} of ${n}`;
  const smallestLossAt = (m: number): number | null => {
    const at = noiseBand({ baseline, questions: m, confidence });
    return at.allowedLoss < at.baselineHits ? at.allowedLoss + 1 : null;
  };
  return {
    method: "binomial",
    questions: n,
    allowedLoss: band.allowedLoss,
    lost,
    gained: 0,
    realDrop,
    pValue,
    band: bandSentence({ questions: n, what: "train question", allowedLoss: band.allowedLoss, canFail, how }),
    outcome: lossOutcome(lost, band.baselineHits, `${realDrop ? "a real drop" : "within noise"} (${formatP(pValue)})`),
    detection: describeDetection({ questions: n, smallestLossAt, trainShare: input.trainShare, cacheKey: `binomial|${baseline}|${confidence}` }),
  };
}

/** `noise.method: questions`: more than `allowance` train questions lost (counted as binomial counts them) fails. */
function questionsMethod(input: NoiseInput, allowance: number): NoiseJudgement {
  const { questions: n, hits } = input.train;
  const recordedAt = (m: number) => Math.round(input.baseline * m);
  const recorded = recordedAt(n);
  const lost = recorded - hits;
  const realDrop = lost > allowance;
  const canFail = allowance < recorded;
  const allowedLoss = Math.min(allowance, recorded);
  const how = `the registry's rule: more than ${plural(allowance, "question")} lost fails`;
  return {
    method: "questions",
    questions: n,
    allowedLoss,
    lost,
    gained: 0,
    realDrop,
    pValue: null,
    band: bandSentence({ questions: n, what: "train question", allowedLoss, canFail, how }),
    outcome: lossOutcome(lost, recorded, realDrop ? `more than the ${allowance} allowed` : "within the allowance"),
    detection: describeDetection({ questions: n, smallestLossAt: (m) => (allowance < recordedAt(m) ? allowance + 1 : null), trainShare: input.trainShare, cacheKey: `questions|${input.baseline}|${allowance}` }),
  };
}

/** `noise.method: paired`: exact one-sided McNemar on the train questions the change flipped; binomial without a base run. */
function pairedMethod(input: NoiseInput): NoiseJudgement {
  if (input.pairs === null) {
    return { ...binomialMethod(input), fallback: "No base run to pair with (not a pull request, or its base could not be scored): judged by the binomial test against the recorded baseline instead." };
  }
  const { confidence } = input.noise;
  const alpha = 1 - confidence;
  const n = input.pairs.length;
  const lost = input.pairs.filter((p) => p.base && !p.head).length;
  const gained = input.pairs.filter((p) => !p.base && p.head).length;
  const pValue = mcnemarPValue({ lost, gained });
  const realDrop = pValue < alpha;
  const allowedLoss = allowedWith(gained, n, alpha);
  const canFail = allowedLoss < n - gained;
  const how = `exact one-sided McNemar test at ${formatConfidence(confidence)} on the questions the change flipped, ${gained} gained`;
  const smallestLossAt = (m: number): number | null => {
    const allowed = allowedWith(0, m, alpha);
    return allowed < m ? allowed + 1 : null;
  };
  return {
    method: "paired",
    questions: n,
    allowedLoss,
    lost,
    gained,
    realDrop,
    pValue,
    band: bandSentence({ questions: n, what: "paired train question", allowedLoss, canFail, how }),
    outcome: lost === 0 && gained === 0 ? "No train question changed." : `The change lost ${lost} and gained ${gained}: ${realDrop ? "a real drop" : "within noise"} (${formatP(pValue)}).`,
    detection: describeDetection({ questions: n, smallestLossAt, trainShare: input.trainShare, cacheKey: `paired|${confidence}` }),
  };
}

/** The exact one-sided McNemar p-value that the head is worse: P(X ≥ lost), X ~ Binomial(lost + gained, 1/2). */
export function mcnemarPValue(counts: { lost: number; gained: number }): number {
  const { lost, gained } = counts;
  if (lost <= 0) return 1;
  const discordant = lost + gained;
  // P(X ≥ lost) = P(X ≤ discordant − lost) by the symmetry of Binomial(m, 1/2): a lower tail, summed exactly.
  return binomialCdf(discordant - lost, discordant, 0.5);
}

/** The largest loss b ≤ n − gained that is not significant next to `gained` gains. */
function allowedWith(gained: number, n: number, alpha: number): number {
  for (let lost = 1; lost + gained <= n; lost++) {
    if (mcnemarPValue({ lost, gained }) < alpha) return lost - 1;
  }
  return Math.max(0, n - gained);
}

/** Judges one source's train result with the registry's noise method; each is total for any n (0 included). */
export function judgeNoise(input: NoiseInput): NoiseJudgement {
  const { noise } = input;
  if (noise.method === "questions") return questionsMethod(input, noise.questions);
  return noise.method === "paired" ? pairedMethod(input) : binomialMethod(input);
}
