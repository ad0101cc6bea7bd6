import type { ChunkingParams } from "../../src/chunking/types.js";
import { type Metrics } from "../../src/evaluation/metrics.js";
import { type ResolvedQuestion } from "../../src/evaluation/resolveQuestions.js";
import type { BenchCorpus } from "./corpora.js";
import { type StepTime } from "./measure.js";
import type { RawFiles } from "./readRawFiles.js";
export declare const TOKENIZER: "o200k_base";
/** The two configurations measured; the first is the one compared with the peer. */
export declare const CONFIGS: ReadonlyArray<{
    label: string;
    params: ChunkingParams;
}>;
export interface ConfigResult {
    label: string;
    chunk: StepTime;
    chunks: number;
    meanChunkChars: number;
    index: StepTime;
    /** All questions searched once at run depth. */
    search: StepTime;
    /** runQuestions: search + relevance of every chunk for every question. */
    score: StepTime;
    metrics: Metrics;
    relevantPerQuestion: number;
}
export interface ChunkgateResult {
    load: StepTime;
    documents: number;
    warnings: number;
    /** The largest files parsed alone, to see whether one page dominates the load. */
    hotSpots: Array<{
        path: string;
        bytes: number;
        parse: StepTime;
    }>;
    prepare: StepTime;
    words: number;
    tokens: number;
    sections: number;
    generate: StepTime;
    eligibleSections: number;
    resolve: StepTime;
    labelProblems: number;
    questions: ResolvedQuestion[];
    configs: ConfigResult[];
}
/**
 * chunkgate's pipeline on one corpus, with the engine's own functions and the registry defaults
 * (BM25 k1/b, k, run depth, split): load → prepare (o200k_base) → chunk each configuration → build
 * BM25 over embed texts → resolve a synthetic golden set → retrieve and score every question.
 * `raw` (the harness's inventory, already read) is used only to pick the largest files.
 */
export declare function runChunkgate(options: {
    root: string;
    corpus: BenchCorpus;
    raw: RawFiles;
    questions: number;
    seed: number;
}): Promise<ChunkgateResult>;
