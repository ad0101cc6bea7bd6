/** Retrieval: English analysis, BM25, embeddings, hybrid fusion, and the retriever registry. */
export { analyze } from "./analyze.js";
export { buildBm25Index, type Bm25Counts, type NumberedTermCounts } from "./buildBm25Index.js";
export { TermCountRecorder, bm25Retriever, countTexts } from "./bm25Retriever.js";
export { Bm25Vocabulary } from "./bm25Vocabulary.js";
export { fuseRankings } from "./hybridRetriever.js";
export { createRetrieverRuntime, keyRefusal, RetrieverUnavailableError, withKeyDestinations, type KeyDestinations, type RetrieverRuntime, type RetrieverRuntimeOptions, type EmbeddingStats, type TransportOptions } from "./retrieverRuntime.js";
export { ANSWERS_NAMESPACE } from "./embeddings/embedTexts.js";
export { describePostFailure, postWithRetries, retryableStatus } from "./postWithRetries.js";
export { buildRetriever, registerRetriever, getRetriever, retrieverIdentity, retrieverNames } from "./retriever.js";
export type { IdList, RankedHit, RetrievalDoc, Retriever, RetrieverBuildInput, RetrieverFactory } from "./types.js";
export { TermPairs } from "./termPairs.js";
export { encodeStoredPostings, readStoredPostings, MAX_STORED_DOCS } from "./storedPostings.js";
export { encodeTermTable, readTermTable, type TermTable } from "./termTable.js";
