/** Changed files and their line ranges: git diffs (commits, or the working tree), patches, re-rooting at the corpus root. */
export { changesUnderRoot, headLineOf, type ChangedFile } from "./changedFile.js";
export { gitChangedFiles, gitWorktreeChanges } from "./gitChangedFiles.js";
export { parsePatchRanges } from "./parsePatchRanges.js";
export { parseUnifiedDiff } from "./parseUnifiedDiff.js";
