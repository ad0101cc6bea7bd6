import type { Document } from "../../corpus/index.js";
import { changesSince } from "../pullRequest/changesSince.js";
import { changedSections } from "./changedSections.js";

/**
 * The sections of `documents` (the working tree's) that the change since `base` adds or whose text
 * it changes (changedSections), the change computed as `check --base` computes it: from the merge
 * base of `base` and HEAD to the working tree, uncommitted and untracked files included
 * (changesSince, with its errors for people). Each as `path:startLine` (sectionPlace); with
 * the merge base the change is measured from (`baseCommit`), whose registry says where a key may go.
 */
export async function sectionsChangedSince(options: { root: string; base: string; documents: readonly Document[] }): Promise<{ sections: Set<string>; baseCommit: string }> {
  const { files, baseCommit } = await changesSince({ root: options.root, base: options.base, withoutBase: "to suggest for every section" });
  return { sections: changedSections(files, options.documents), baseCommit };
}
