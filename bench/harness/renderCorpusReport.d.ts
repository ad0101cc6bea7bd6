import type { ChunkgateResult } from "./chunkgatePipeline.js";
import type { BenchCorpus } from "./corpora.js";
import type { PeerResult } from "./peerPipeline.js";
export interface CorpusReport {
    corpus: BenchCorpus;
    files: number;
    bytes: number;
    chunkgate: ChunkgateResult;
    peer: PeerResult;
    wallMs: number;
}
/** The per-corpus block: one table of steps (chunkgate, peer, ratio) and the retrieval quality lines. */
export declare function renderCorpusReport(report: CorpusReport): string;
