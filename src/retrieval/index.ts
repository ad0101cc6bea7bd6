/** Retrieval: English analysis, the embedded Okapi BM25 retriever, and the retriever registry. */
export { analyze } from "./analyze.js";
export { analyzeToken } from "./analyzeToken.js";
export { tokenize } from "./tokenize.js";
export { ENGLISH_STOP_WORDS } from "./stopWords.js";
export { buildBm25Index, searchBm25 } from "./bm25.js";
export type { Bm25Index, Bm25Params } from "./bm25.js";
export { bm25Retriever } from "./bm25Retriever.js";
export { ranksBefore } from "./ranksBefore.js";
export { registerRetriever, getRetriever, retrieverNames } from "./retriever.js";
export type { RankedHit, RetrievalDoc, Retriever, RetrieverFactory } from "./types.js";
