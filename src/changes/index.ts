/** Changed files and their line ranges: git diffs (commits, or the working tree), patches, re-rooting at the corpus root. */
export { changesUnderRoot } from "./changesUnderRoot.js";
export { gitChangedFiles, gitWorktreeChanges } from "./gitChangedFiles.js";
export { parsePatchRanges } from "./parsePatchRanges.js";
export type { ChangedFile } from "./types.js";
export { headLineOf } from "./headLineOf.js";
export { parseUnifiedDiff } from "./parseUnifiedDiff.js";
