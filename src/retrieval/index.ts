/** Retrieval: English analysis, BM25, embeddings, hybrid fusion, and the retriever registry. */
export { analyze } from "./analyze.js";
export { analyzeToken } from "./analyzeToken.js";
export { tokenize } from "./tokenize.js";
export { ENGLISH_STOP_WORDS } from "./stopWords.js";
export { buildBm25Index, searchBm25 } from "./bm25.js";
export type { Bm25Index, Bm25Params } from "./bm25.js";
export { Bm25Vocabulary } from "./bm25Vocabulary.js";
export { bm25Retriever, bm25Factory } from "./bm25Retriever.js";
export { embeddingsFactory } from "./embeddings/embeddingsRetriever.js";
export { hybridFactory } from "./hybridRetriever.js";
export { fuseRankings } from "./fuseRankings.js";
export { buildRetriever, retrieverIdentity } from "./buildRetriever.js";
export { createRetrieverRuntime, type RetrieverRuntime, type RetrieverRuntimeOptions, type EmbeddingStats, type TransportOptions } from "./retrieverRuntime.js";
export { RetrieverUnavailableError } from "./retrieverUnavailableError.js";
export { ranksBefore } from "./ranksBefore.js";
export { registerRetriever, getRetriever, retrieverNames } from "./retriever.js";
export type { RankedHit, RetrievalDoc, Retriever, RetrieverBuildInput, RetrieverFactory } from "./types.js";
