/** Reading git: commits as file sources, merge bases, the repository layout (with a branch point, in one process); every call pinned against user configuration. */
export { gitFileSource } from "./gitFileSource.js";
export { FETCH_BASE_HINT, mergeBase } from "./mergeBase.js";
export { probeRepository, type BranchPoint } from "./probeRepository.js";
export { fromTop, repositoryLayout, type RepositoryLayout } from "./repositoryLayout.js";
export { resolveCommit } from "./resolveCommit.js";
export { runGit } from "./runGit.js";
export { workingTreeIds } from "./workingTreeIds.js";
