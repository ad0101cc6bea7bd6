/** Reading git, every call pinned against user configuration: commits as file sources, merge bases, the layout. */
export { gitFileSource } from "./gitFileSource.js";
export { FETCH_BASE_HINT, mergeBase, resolveCommit } from "./mergeBase.js";
export { fromTop, repositoryLayout, type RepositoryLayout } from "./repositoryLayout.js";
export { runGit } from "./runGit.js";
export { workingTreeIds } from "./workingTreeIds.js";
