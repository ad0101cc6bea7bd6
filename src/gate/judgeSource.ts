import type { Baseline, NoiseConfig } from "../config/index.js";
import type { Metrics } from "../evaluation/index.js";
import type { BaselineProvenance } from "./baselineDigest.js";
import type { NoiseBand } from "./noiseBand.js";
import { plural } from "../formatCount.js";
import { heldOutBelowTrain } from "./heldOutBelowTrain.js";
import { type Detection, judgeNoise, type NoiseJudgement, type QuestionPair } from "./noiseMethods.js";
import { staleBaselineReasons, type StalenessInput, type StaleReason } from "./staleBaselineReasons.js";
import { severityOf, type Verdict } from "./verdict.js";

/** A source's verdict with the sentence, band and notes that explain it. */
export interface SourceJudgement {
  verdict: Verdict;
  /** One sentence a reviewer can act on. */
  summary: string;
  band: NoiseBand | null;
  /** Doubts that did not decide the verdict, each one sentence. */
  notes: string[];
  /** The noise method's answer (band, outcome, detection in words); null without a baseline or train questions. */
  noise: NoiseJudgement | null;
  stale: StaleReason[];
  /** Without a baseline: what the golden set could detect once today's recall is recorded. */
  detection?: Detection;
}

/** The registry's staleness settings and the clock (staleBaselineReasons); `policy` is `stale:`. */
export type StalenessContext = Pick<StalenessInput, "sourceId" | "goldenSet" | "maxAgeDays" | "today" | "registryFile"> & { policy: "warn" | "fail" };

/** What a source is judged on: its scores, its baseline, and the registry's noise and baseline policies. */
export interface JudgeInput {
  train: Metrics;
  heldOut: Metrics;
  baseline: Baseline | null;
  /** `noise.confidence`; judges with the binomial method unless `noise` names another. */
  confidence: number;
  /** The registry's `noise:` block (default: binomial at `confidence`). */
  noise?: NoiseConfig;
  /** Train questions paired with the pull request's base run, for `paired`; null or absent: no base run (binomial judges, and says so). */
  pairs?: readonly QuestionPair[] | null;
  /** `split.train` (default 0.7). */
  trainShare?: number;
  /** `overfit_margin`: the smallest held-out gap below train worth a note (heldOutBelowTrain). */
  overfitMargin: number;
  requireBaseline: boolean;
  k: number;
  retriever: { kind: string; identity: string };
  corpus: { documents: number; tokens: number };
  /** Absent: only retriever, k and corpus size are checked for staleness, and staleness warns. */
  staleness?: StalenessContext;
  /** Where the baseline came from (checkBaselineDigest): an edited one is a doubt. */
  provenance?: BaselineProvenance | null;
  /** The held-out recall shown (thresholdout's, or null: no overfit check); default `heldOut.recall`. */
  heldOutShown?: number | null;
}

/**
 * One source's verdict: the noise method on train recall decides pass or fail, a stale baseline warns (`stale: fail`:
 * fails); held-out recall and an edited baseline only warn, so they cannot be tuned against.
 */
export function judgeSource(input: JudgeInput): SourceJudgement {
  const { train, baseline } = input;
  const noiseConfig = input.noise ?? { method: "binomial", confidence: input.confidence };
  const trainShare = input.trainShare ?? 0.7;
  const stale = baseline ? staleReasons(input, baseline) : [];
  const failStale = stale.length > 0 && input.staleness?.policy === "fail";
  const notes = [...doubts(input, noiseConfig.confidence), ...(failStale ? [] : stale.map((r) => r.sentence))];
  if (input.provenance?.status === "edited") notes.push(input.provenance.sentence);
  if (train.questions === 0) {
    return { verdict: "error", summary: "No train question is answered by this source's documents: nothing was evaluated.", band: null, notes, noise: null, stale };
  }
  if (!baseline) {
    const summary = input.requireBaseline
      ? "No baseline is recorded and the registry requires one: run `chunkgate record` and commit it."
      : `No baseline recorded; train recall@${input.k} is ${train.recall.toFixed(2)} (${train.hits}/${train.questions}).`;
    const detection = detectionBeforeBaseline({ train, noise: noiseConfig, trainShare });
    return { verdict: input.requireBaseline ? "fail" : "no-baseline", summary, band: null, notes, noise: null, stale, detection };
  }
  const noise = judgeNoise({ train: { questions: train.questions, hits: train.hits }, baseline: baseline.recall, noise: noiseConfig, pairs: input.pairs ?? null, trainShare });
  const band = bandOf(noise, baseline, input.pairs ?? [], noiseConfig.confidence);
  const summary = sentence(noise, band, input);
  if (noise.realDrop) return { verdict: "fail", summary, band, notes, noise, stale };
  if (failStale) {
    const why = stale.map((r) => r.sentence).join(" ");
    return { verdict: "fail", summary: `The baseline is stale and the registry sets \`stale: fail\`: ${why} Within noise otherwise: ${summary}`, band, notes, noise, stale };
  }
  return { verdict: notes.length > 0 ? "warn" : "pass", summary, band, notes, noise, stale };
}

/** A source its retriever cannot score here: `skipped`, never a pass, since nothing was vouched for. */
export function skippedJudgement(reason: string): SourceJudgement {
  const sentence = reason.endsWith(".") ? reason : `${reason}.`;
  return { verdict: "skipped", summary: `Not scored: ${sentence}`, band: null, notes: [], noise: null, stale: [] };
}

/** The noise method's detection with today's train recall standing in for the baseline, phrased as a forecast. */
function detectionBeforeBaseline(options: { train: Metrics; noise: NoiseConfig; trainShare: number }): Detection {
  const { train } = options;
  const judged = judgeNoise({ train: { questions: train.questions, hits: train.hits }, baseline: train.hits / train.questions, noise: options.noise, pairs: null, trainShare: options.trainShare });
  const d = judged.detection;
  const sentence = `Once train recall ${(train.hits / train.questions).toFixed(2)} (${train.hits} of ${train.questions}) is recorded as the baseline: ${d.sentence.charAt(0).toLowerCase()}${d.sentence.slice(1)}`;
  return { ...d, sentence };
}

function staleReasons(input: JudgeInput, baseline: Baseline): StaleReason[] {
  const absent = { sourceId: "SOURCE", goldenSet: baseline.goldenSet ?? "", maxAgeDays: null, today: baseline.measuredOn, registryFile: "chunkgate.yml" };
  return staleBaselineReasons({ ...(input.staleness ?? absent), baseline, retriever: input.retriever, k: input.k, corpus: input.corpus });
}

/** The band as numbers; for `paired`, the base run's hits among the pairs stand in for the baseline's. */
function bandOf(noise: NoiseJudgement, baseline: Baseline, pairs: readonly QuestionPair[], confidence: number): NoiseBand {
  const n = noise.questions;
  const baselineHits = noise.method === "paired" ? pairs.filter((p) => p.base).length : Math.round(baseline.recall * n);
  const allowedLoss = Math.min(noise.allowedLoss, baselineHits);
  return { questions: n, baselineHits, allowedLoss, floor: n === 0 ? 0 : (baselineHits - allowedLoss) / n, confidence };
}

function sentence(noise: NoiseJudgement, band: NoiseBand, input: JudgeInput): string {
  const { train, k } = input;
  const pct = `${Math.round(band.confidence * 100)}%`;
  const recall = `Train recall@${k} ${train.recall.toFixed(2)}`;
  if (noise.method === "paired") {
    const flips = `lost ${plural(noise.lost, "train question")} and gained ${noise.gained} against the base run (${noise.questions} paired)`;
    return noise.realDrop
      ? `${recall}: this change ${flips}; an exact McNemar test at ${pct} allows ${band.allowedLoss}.`
      : `${recall}: this change ${flips}, inside the ${pct} paired noise band of ${band.allowedLoss}.`;
  }
  // The recall beside the count is the count's (the baseline read on these n questions), so the two never disagree.
  const against = `the baseline ${(train.questions === 0 ? input.baseline!.recall : band.baselineHits / train.questions).toFixed(2)} (${band.baselineHits} of ${train.questions} train questions)`;
  const allows = noise.method === "questions" ? `\`noise.questions\` allows ${band.allowedLoss}` : `the ${pct} noise band allows ${band.allowedLoss}`;
  const loss = noise.lost;
  if (noise.realDrop) return `${recall} is ${plural(loss, "question")} below ${against}; ${allows}.`;
  const inside = noise.method === "questions" ? `inside \`noise.questions\` (${band.allowedLoss})` : `inside the ${pct} noise band of ${band.allowedLoss}`;
  const where = loss > 0 ? `${plural(loss, "question")} below ${against}, ${inside}` : loss === 0 ? `level with ${against}` : `${plural(-loss, "question")} above ${against}`;
  return `${recall} is ${where}.`;
}

function doubts(input: JudgeInput, confidence: number): string[] {
  const { train, heldOut } = input;
  const shown = input.heldOutShown === undefined ? heldOut.recall : input.heldOutShown;
  if (shown === null) return [];
  const gap = heldOutBelowTrain({
    train: { hits: train.hits, questions: train.questions },
    heldOut: { hits: Math.round(shown * heldOut.questions), questions: heldOut.questions },
    confidence,
    margin: input.overfitMargin,
  });
  return gap === null ? [] : [gap];
}

/** judgeSource's judgement, never greener with pairs than a plain check of the merged result (a note says why). */
export function judgeNeverGreenerThanPlain(input: JudgeInput): SourceJudgement {
  const paired = judgeSource(input);
  if (!input.pairs) return paired;
  const plain = judgeSource({ ...input, pairs: null });
  if (severityOf(plain.verdict) <= severityOf(paired.verdict)) return paired;
  return {
    ...plain,
    notes: [
      ...plain.notes,
      `Judged as a plain \`chunkgate check\` of the merged result will judge it (without the base's runs), which is stricter here than the pairing with the base (${paired.verdict}): a pull request is never greener than main after it.`,
    ],
  };
}
