import type { Chunk } from "../chunking/types.js";
import type { Retriever } from "../retrieval/retriever.js";
import type { QuestionOutcome } from "./metrics.js";
import { supportsAny } from "./relevance.js";
import type { ResolvedQuestion } from "./resolveQuestions.js";
import type { Split } from "./split.js";

/** One retrieved chunk in a question's run. */
export interface RankedChunk {
  /** Position of the chunk in the indexed chunk list. */
  chunk: number;
  score: number;
  relevant: boolean;
}

/** What one question's query returned, and how it scored. */
export interface QuestionRun extends QuestionOutcome {
  question: string;
  split: Split;
  hit: boolean;
  /** Chunks in the index that support the question (its qrels). */
  relevantChunks: number[];
  /** The whole run, best first, at most the run depth. */
  ranked: RankedChunk[];
}

/** The chunks of one source and a retriever built over their embed texts. */
export interface SourceIndex {
  chunks: readonly Chunk[];
  retriever: Retriever;
}

/**
 * Retrieves `depth` chunks for each question and scores them against its supporting keys at
 * cutoff `k`. Questions are run in the order given; each is retrieved exactly once per call, so a
 * caller that passes the held-out questions once has scored them once.
 */
export function runQuestions(
  index: SourceIndex,
  questions: readonly ResolvedQuestion[],
  options: { k: number; depth: number },
): QuestionRun[] {
  return questions.map((q) => {
    const relevantChunks: number[] = [];
    index.chunks.forEach((chunk, i) => {
      if (supportsAny(chunk, q.supporting)) relevantChunks.push(i);
    });
    const relevant = new Set(relevantChunks);
    const ranked = index.retriever
      .search(q.question.text, options.depth)
      .map((hit) => ({ chunk: hit.index, score: hit.score, relevant: relevant.has(hit.index) }));
    const top = ranked.slice(0, options.k);
    const first = ranked.findIndex((r) => r.relevant);
    const relevantInTopK = top.filter((r) => r.relevant).length;
    return {
      id: q.question.id,
      question: q.question.text,
      split: q.split,
      hit: relevantInTopK > 0,
      relevantInTopK,
      firstRelevantRank: first === -1 ? null : first + 1,
      contextTokens: top.reduce((sum, r) => sum + index.chunks[r.chunk]!.tokens, 0),
      relevantChunks,
      ranked,
    };
  });
}
