import type { ChangedFile } from "../../changes/index.js";
import type { Document, Section } from "../../corpus/index.js";

/**
 * The sections of `documents` (at head) that a change adds or whose text it changes: every section
 * of an added file, and in a modified or renamed file each section a changed line range at head
 * touches (its heading line included, so a renamed heading counts; a pure deletion, recorded at
 * the line before it, counts for the section holding that line). A file renamed without an edit
 * changes no section. Each as `path:startLine` (sectionPlace).
 */
export function changedSections(changes: readonly ChangedFile[], documents: Iterable<Document>): Set<string> {
  const byPath = new Map(changes.filter((c) => c.status !== "removed").map((c) => [c.path, c]));
  const changed = new Set<string>();
  for (const document of documents) {
    const change = byPath.get(document.path);
    if (!change) continue;
    for (const section of document.sections) {
      if (change.status === "added" || change.headRanges.some(([from, to]) => from <= section.endLine && to >= section.startLine)) changed.add(sectionPlace(document.path, section));
    }
  }
  return changed;
}

/** A section's place, `path:startLine`: the same section of the same text, whichever parse of the document holds it. */
export function sectionPlace(path: string, section: Section): string {
  return `${path}:${section.startLine}`;
}
