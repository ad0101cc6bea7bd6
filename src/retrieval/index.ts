/** Retrieval: English analysis, the embedded Okapi BM25 retriever, and the retriever registry. */
export { analyze } from "./analyze.js";
export { analyzeToken } from "./analyze-token.js";
export { tokenize } from "./tokenize.js";
export { ENGLISH_STOP_WORDS } from "./stop-words.js";
export { buildBm25Index, searchBm25 } from "./bm25.js";
export type { Bm25Index, Bm25Params } from "./bm25.js";
export { bm25Retriever } from "./bm25-retriever.js";
export { ranksBefore } from "./rank-order.js";
export { registerRetriever, getRetriever, retrieverNames } from "./retriever.js";
export type { RankedHit, RetrievalDoc, Retriever, RetrieverFactory } from "./types.js";
