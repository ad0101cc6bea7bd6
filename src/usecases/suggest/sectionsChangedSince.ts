import type { Document } from "../../corpus/index.js";
import { changesSince } from "../pullRequest/changesSince.js";
import { changedSections } from "./changedSections.js";

/** The places of the working tree's sections the change since `base` adds or edits, as `check --base` computes it, and that merge base. */
export async function sectionsChangedSince(options: { root: string; base: string; documents: readonly Document[] }): Promise<{ sections: Set<string>; baseCommit: string }> {
  const { files, baseCommit } = await changesSince({ root: options.root, base: options.base, withoutBase: "to suggest for every section" });
  return { sections: changedSections(files, options.documents), baseCommit };
}
