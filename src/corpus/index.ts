/** The corpus stage: which files a source covers, and what each becomes before chunking. */
export type { Block, BlockKind, Document, Section } from "./types.js";
export { loadCorpus } from "./loadCorpus.js";
export { normalizeHeading } from "./normalizeHeading.js";
export { parseDocument } from "./parseDocument.js";
export { readDocumentFile } from "./readDocumentFile.js";
export { selectFiles } from "./selectFiles.js";
export { checkPattern } from "./checkPattern.js";
export { decodeDocument } from "./decodeDocument.js";
export type { FileSource, IndexedFiles } from "./fileSource.js";
export { fsFileSource, type KnownFile } from "./fsFileSource.js";
export type { ParseCache } from "./loadCorpus.js";
export { openPreparedCache, type PreparedCache, type ParsedDocument } from "./preparedCache.js";
export { documentKeyOf } from "./documentKey.js";
export type { TreeAccess, TreeEntry, Resolved } from "./tree/treeAccess.js";
export { selectInTree, type CrawlCache, type TreeSelection } from "./tree/selectInTree.js";
export { pathMatcher, type PathMatcher } from "./pathMatcher.js";
export { documentText } from "./documentText.js";
export { indexLines } from "./lineIndex.js";
