/** Chunking: one file per strategy, measured lines, window packing, and the strategy registry by name. */
export * from "./types.js";
export { chunkCorpus, chunkDocument, isPlainStructural, prepareCorpus, type PreparedCorpus } from "./chunkCorpus.js";
export { chunkerMeasures, getChunker, registerChunker, strategyNames, type Chunker } from "./strategies.js";
export { blockText, contextHeader, type PreparedDocument } from "./prepareDocument.js";
export { chunkId, chunkIdPath } from "./buildChunk.js";
export { isMarkupOnly } from "./isMarkupOnly.js";
export { loadTokenCounter } from "./tokenCounter.js";
export { CHUNK_WARNING_KINDS, chunkWarnings, QualityTally, summariseQuality, type ChunkWarning, type ChunkWarningKind, type QualitySummary } from "./qualityWarnings.js";
export { locateInLine } from "./locateInLine.js";
export { chunkDocumentStable } from "./chunkDocumentStable.js";
export { SPAN_HASH_PRIME, SPAN_HASH_SEED, SpanInterner } from "./spanInterner.js";
