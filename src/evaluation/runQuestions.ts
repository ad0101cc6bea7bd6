import type { Chunk } from "../chunking/index.js";
import type { Retriever } from "../retrieval/index.js";
import type { QuestionOutcome } from "./metrics.js";
import { supports, type ChunkPlace } from "./relevance.js";
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

const pathIndexes = new WeakMap<readonly Chunk[], Map<string, number[]>>();

/** Positions of each document's chunks, built once per chunk list. */
function chunksByPath(chunks: readonly Chunk[]): Map<string, number[]> {
  let map = pathIndexes.get(chunks);
  if (!map) {
    map = new Map();
    chunks.forEach((chunk, i) => {
      const list = map!.get(chunk.path);
      if (list) list.push(i);
      else map!.set(chunk.path, [i]);
    });
    pathIndexes.set(chunks, map);
  }
  return map;
}

/** The positions of a path's chunks in a source's chunk list, ascending (undefined: none). */
export type PathPositions = Pick<ReadonlyMap<string, readonly number[]>, "get">;

/** The chunks of one source and a retriever built over their embed texts. */
export interface SourceIndex {
  chunks: readonly Chunk[];
  retriever: Retriever;
  /** The positions of each path's chunks, when the caller knows them: then runQuestions reads only the chunks of the questions' documents. */
  byPath?: PathPositions;
  /** Chunk i's path, lines, offsets and text, when the caller can give them without building the chunk (else chunks[i] is read). */
  spanAt?: (i: number) => ChunkPlace;
  /** The id and tokens of what chunk i sends a model (its parent's, else its own), without building it. */
  contextAt?: (i: number) => { id: string; tokens: number };
  /** Chunk i's id (chunks[i].id), when the caller knows it without building the chunk. */
  idAt?: (i: number) => string;
}

/** Retrieves `depth` chunks per question, in the order given, and scores them against its supporting keys at `k`. */
export function runQuestions(
  index: SourceIndex,
  questions: readonly ResolvedQuestion[],
  options: { k: number; depth: number },
): QuestionRun[] {
  const byPath = index.byPath ?? chunksByPath(index.chunks);
  return questions.map((q) => {
    // only the key's documents' chunks can support it, so relevance costs less than the search
    const candidates = new Set(q.supporting.flatMap((key) => key.paths.flatMap((path) => byPath.get(path) ?? [])));
    const relevantChunks = [...candidates].sort((a, b) => a - b).filter((i) => {
      const place = index.spanAt ? index.spanAt(i) : index.chunks[i]!;
      return q.supporting.some((key) => supports(place, key));
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
      contextTokens: contextTokensOf(index, top),
      relevantChunks,
      ranked,
    };
  });
}

/** Tokens sent to the model for these results: a child sends its parent instead, once per parent. */
function contextTokensOf(index: SourceIndex, top: readonly RankedChunk[]): number {
  const sent = new Set<string>();
  let total = 0;
  for (const r of top) {
    const context = index.contextAt?.(r.chunk) ?? index.chunks[r.chunk]!.parent ?? index.chunks[r.chunk]!;
    if (sent.has(context.id)) continue;
    sent.add(context.id);
    total += context.tokens;
  }
  return total;
}
