import { type Metrics } from "../../src/evaluation/metrics.js";
import type { ResolvedQuestion } from "../../src/evaluation/resolveQuestions.js";
import type { BenchCorpus } from "./corpora.js";
import { type StepTime } from "./measure.js";
export declare const PEER_DESCRIPTION = "LangChain RecursiveCharacterTextSplitter.fromLanguage(\"markdown\") (@langchain/textsplitters) over raw file texts + MiniSearch (default tokenizer, default BM25+ search)";
export interface PeerResult {
    chunkSize: number;
    chunkOverlap: number;
    load: StepTime;
    split: StepTime;
    index: StepTime;
    /** All questions searched once, top `depth` kept. */
    search: StepTime;
    /** runQuestions with MiniSearch as the retriever: search + the engine's relevance rule. */
    score: StepTime;
    chunks: number;
    meanChunkChars: number;
    locateMisses: number;
    metrics: Metrics;
    relevantPerQuestion: number;
}
/**
 * The peer pipeline, built in the same process as chunkgate's and timed step by step: glob + read,
 * split, index, query. Its chunks are character-based, so `chunkSize` is chosen by the caller to
 * match chunkgate's mean chunk length in characters.
 *
 * Relevance (so its recall is comparable): each peer chunk is given the line range it covers in its
 * file, and is judged by the engine's own rule (`supportsAny`): relevant when it comes from the
 * question's document and its lines overlap the supporting section's lines (heading line to the last
 * line before the next heading). Everything else (metrics, depth, k) is the engine's code too.
 */
export declare function runPeer(options: {
    root: string;
    corpus: BenchCorpus;
    questions: readonly ResolvedQuestion[];
    chunkSize: number;
    k: number;
    depth: number;
}): Promise<PeerResult>;
