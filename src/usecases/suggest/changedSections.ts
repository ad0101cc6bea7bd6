import type { ChangedFile } from "../../changes/index.js";
import type { Document, Section } from "../../corpus/index.js";
import { changesSince } from "../pullRequest/changesSince.js";

/** A section's place, `path:startLine`: the same section of the same text, whichever parse of the document holds it. */
export function sectionPlace(path: string, section: Section): string {
  return `${path}:${section.startLine}`;
}

/** Whether `change` adds or edits `section`: a pure deletion inside it does, a new neighbour's blank line does not. */
export function sectionChanged(section: Section, change: ChangedFile): boolean {
  if (change.status === "added") return true;
  return change.headRanges.some(
    ([from, to]) =>
      (from === to && from >= section.startLine && from <= section.endLine) ||
      (section.headingLine !== null && from <= section.headingLine && to >= section.headingLine) ||
      section.blocks.some((b) => from <= b.endLine && to >= b.startLine),
  );
}

/** The places of the working tree's sections the change since `base` adds or edits, as `check --base` computes it, and that merge base. */
export async function sectionsChangedSince(options: { root: string; base: string; documents: readonly Document[] }): Promise<{ sections: Set<string>; baseCommit: string }> {
  const { files, baseCommit } = await changesSince({ root: options.root, base: options.base, withoutBase: "to suggest for every section" });
  const byPath = new Map(files.filter((c) => c.status !== "removed").map((c) => [c.path, c]));
  const sections = new Set<string>();
  for (const document of options.documents) {
    const change = byPath.get(document.path);
    if (change) for (const section of document.sections) if (sectionChanged(section, change)) sections.add(sectionPlace(document.path, section));
  }
  return { sections, baseCommit };
}
