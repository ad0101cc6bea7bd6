import { type BenchCorpus } from "./corpora.js";
/** The benchmark's options, parsed once from the command line. */
export interface BenchOptions {
    corpora: BenchCorpus[];
    /** Synthetic golden-set size per corpus (default 300). */
    questions: number;
    /** Seed of the section sample (default 42). */
    seed: number;
    /** Also run bench/bm25-vs-minisearch.ts (synthetic BM25 micro-benchmark) at the end. */
    micro: boolean;
}
export declare const USAGE: string;
/** Parses `argv` (without node and script); throws an Error whose message says what to write instead. */
export declare function parseBenchArgs(argv: string[]): BenchOptions;
