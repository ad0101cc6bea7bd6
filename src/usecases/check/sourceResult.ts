import type { ChunkingParams } from "../../chunking/index.js";
import type { Metrics, QuestionRun } from "../../evaluation/index.js";
import type { SourceEvaluation } from "./measureSource.js";
import type { SourceCost } from "./types.js";

/** What a pull request's base needs of one question's run: whether it hit, and where. */
export type ResultRun = Pick<QuestionRun, "id" | "split" | "hit" | "firstRelevantRank">;

/** What a pull request's base is compared on, kept between runs: the configuration and each question's hit and rank. */
export interface SourceResult {
  sourceId: string;
  chunking: ChunkingParams;
  /** The retriever's identity (retrieverIdentity), as the index reported it. */
  retriever: string;
  /** Train runs first, then held-out runs, as in SourceEvaluation. */
  runs: ResultRun[];
  /** What the index stores and what each train question sends the model, the two costs a pull request compares (findCostRises). */
  cost?: Pick<SourceCost, "storedTokens"> & Pick<Metrics, "contextTokensPerQuery">;
}

/** The SourceResult of an evaluation: the same runs in the same order, nothing else kept. */
export function toSourceResult(evaluation: SourceEvaluation): SourceResult {
  return {
    sourceId: evaluation.source.id,
    chunking: evaluation.chunking,
    retriever: evaluation.index.retriever.identity,
    runs: evaluation.runs.map((r) => ({ id: r.id, split: r.split, hit: r.hit, firstRelevantRank: r.firstRelevantRank })),
    cost: { storedTokens: evaluation.cost.storedTokens, contextTokensPerQuery: evaluation.train.contextTokensPerQuery },
  };
}
