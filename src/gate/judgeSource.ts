import type { Baseline } from "../config/index.js";
import type { Metrics } from "../evaluation/index.js";
import { noiseBand, type NoiseBand } from "./noiseBand.js";
import type { Verdict } from "./verdict.js";

export type { Verdict } from "./verdict.js";

export interface SourceJudgement {
  verdict: Verdict;
  /** One sentence a reviewer can act on. */
  summary: string;
  band: NoiseBand | null;
  /** Questions lost against the baseline (negative: gained). */
  loss: number | null;
  /** Doubts that did not decide the verdict, each one sentence. */
  notes: string[];
}

export interface JudgeInput {
  train: Metrics;
  heldOut: Metrics;
  baseline: Baseline | null;
  confidence: number;
  overfitMargin: number;
  requireBaseline: boolean;
  k: number;
  /** Identity and kind of the retriever used now, to spot a baseline measured with another. */
  retriever: { kind: string; identity: string };
  corpus: { documents: number; tokens: number };
}

/**
 * The verdict for one source (see VERDICTS). Only train recall against the baseline decides pass
 * or fail; the held-out score can add a warning but never changes that decision, so it cannot be
 * tuned against. A source no train question lands in is an `error` (nothing was evaluated, which
 * is never a pass). judgeSource never returns `skipped` (decided before there is anything to
 * judge, see skippedJudgement) and never `error` for stale labels (the check decides that, since
 * they are the golden set's, not the scores').
 */
export function judgeSource(input: JudgeInput): SourceJudgement {
  const { train, baseline } = input;
  const notes = doubts(input);
  if (train.questions === 0) {
    return { verdict: "error", summary: "No train question is answered by this source's documents: nothing was evaluated.", band: null, loss: null, notes };
  }
  if (!baseline) {
    const summary = input.requireBaseline
      ? "No baseline is recorded and the registry requires one: run `chunkgate record` and commit it."
      : `No baseline recorded; train recall@${input.k} is ${fmt(train.recall)} (${train.hits}/${train.questions}).`;
    return { verdict: input.requireBaseline ? "fail" : "no-baseline", summary, band: null, loss: null, notes };
  }
  const band = noiseBand({ baseline: baseline.recall, questions: train.questions, confidence: input.confidence });
  const loss = band.baselineHits - train.hits;
  const pct = `${Math.round(input.confidence * 100)}%`;
  const against = `the baseline ${fmt(baseline.recall)} (${band.baselineHits} of ${train.questions} train questions)`;
  if (loss > band.allowedLoss) {
    const summary = `Train recall@${input.k} ${fmt(train.recall)} is ${plural(loss, "question")} below ${against}; the ${pct} noise band allows ${band.allowedLoss}.`;
    return { verdict: "fail", summary, band, loss, notes };
  }
  const where =
    loss > 0
      ? `${plural(loss, "question")} below ${against}, inside the ${pct} noise band of ${band.allowedLoss}`
      : loss === 0
        ? `level with ${against}`
        : `${plural(-loss, "question")} above ${against}`;
  const summary = `Train recall@${input.k} ${fmt(train.recall)} is ${where}.`;
  return { verdict: notes.length > 0 ? "warn" : "pass", summary, band, loss, notes };
}

function doubts(input: JudgeInput): string[] {
  const { train, heldOut, baseline } = input;
  const notes: string[] = [];
  if (heldOut.questions > 0 && train.questions > 0 && heldOut.recall < train.recall - input.overfitMargin) {
    notes.push(
      `Held-out recall ${fmt(heldOut.recall)} is more than ${fmt(input.overfitMargin)} below train ${fmt(train.recall)}: the recorded configuration may have been chosen on noise.`,
    );
  }
  if (!baseline) return notes;
  if (baseline.retriever !== null && baseline.retriever !== input.retriever.identity && baseline.retriever !== input.retriever.kind) {
    notes.push(`The baseline was measured with retriever "${baseline.retriever}", not "${input.retriever.identity}": re-record it.`);
  }
  if (baseline.k !== null && baseline.k !== input.k) {
    notes.push(`The baseline was measured at k=${baseline.k}, the registry now uses k=${input.k}: re-record it.`);
  }
  if (baseline.corpus && baseline.corpus.tokens > 0 && input.corpus.tokens >= 10 * baseline.corpus.tokens) {
    notes.push(
      `The corpus has grown more than tenfold since the baseline (${baseline.corpus.tokens} → ${input.corpus.tokens} tokens): more near neighbours make retrieval harder; re-measure.`,
    );
  }
  return notes;
}

function fmt(x: number): string {
  return x.toFixed(2);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
