/** Changed files and their line ranges: git diffs (commits, or the working tree), patches, re-rooting at the corpus root. */
export { changesUnderRoot } from "./changesUnderRoot.js";
export { gitChangedFiles } from "./gitChangedFiles.js";
export { parsePatchRanges } from "./parsePatchRanges.js";
export type { ChangedFile } from "./types.js";
export { headLineOf } from "./headLineOf.js";
export { gitWorktreeChanges } from "./gitWorktreeChanges.js";
export { parseUnifiedDiff } from "./parseUnifiedDiff.js";
