/** The corpus stage: which files a source covers, and what each becomes before chunking. */
export type { Block, BlockKind, Document, Section } from "./types.js";
export { loadCorpus } from "./loadCorpus.js";
export { normalizeHeading } from "./normalizeHeading.js";
export { foldTypography } from "./foldTypography.js";
export { parseDocument } from "./parseDocument.js";
export { loadMdxSupport } from "./loadMdxSupport.js";
export { selectFiles } from "./selectFiles.js";
export { decodeDocument } from "./decodeDocument.js";
export type { FileSource, IndexedFiles, KnownFile } from "./fileSource.js";
export { fsFileSource } from "./fsFileSource.js";
export type { ParseCache } from "./loadCorpus.js";
export { openPreparedCache, type PreparedCache } from "./preparedCache.js";
export { documentKeyOf } from "./documentKey.js";
export type { TreeAccess, TreeEntry } from "./tree/treeAccess.js";
export { selectInTree, type CrawlCache } from "./tree/selectInTree.js";
export { documentText } from "./documentText.js";
export { lineOffsetsOf, lineTexts, type LineOffsets } from "./lineOffsets.js";
