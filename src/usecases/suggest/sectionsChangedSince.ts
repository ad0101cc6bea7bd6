import type { Document } from "../../corpus/index.js";
import { worktreeChangesSince } from "../pullRequest/worktreeChangesSince.js";
import { changedSections } from "./changedSections.js";

/**
 * The sections of `documents` (the working tree's) that the change since `base` adds or whose text
 * it changes (changedSections), the change computed as `check --base` computes it: from the merge
 * base of `base` and HEAD to the working tree, uncommitted and untracked files included
 * (worktreeChangesSince, with its errors for people). Each as `path:startLine` (sectionPlace).
 */
export async function sectionsChangedSince(options: { root: string; base: string; documents: readonly Document[] }): Promise<Set<string>> {
  const { files } = await worktreeChangesSince({ root: options.root, base: options.base, withoutBase: "to suggest for every section" });
  return changedSections(files, options.documents);
}
