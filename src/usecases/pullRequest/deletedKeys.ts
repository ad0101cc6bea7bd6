import type { ChangedFile } from "../../changes/index.js";
import type { EvidenceKey } from "../../config/index.js";
import { normalizeHeading, type Document } from "../../corpus/index.js";
import { matchingSections, type DeletedKeyCheck } from "../../evaluation/index.js";
import type { Workspace } from "../check/loadWorkspace.js";

/**
 * Tells a deleted section from a stale label, for the keys of the head's golden set that no longer
 * fit its corpus. A key names a **deleted section** when the pull request removed what it matched
 * at the base and left nothing it became:
 *
 * - a heading key (`missing-heading` at head) whose section's heading line at the base lies in a
 *   range this change removed or replaced, and none of whose "did you mean" headings at head was
 *   added or changed by it (a heading the change wrote in its place is a rename, which stays a
 *   stale label, to relabel);
 * - a key (heading or document) whose document the change removed (`missing-document` at head),
 *   while no document the change added carries a title or path it suggests.
 *
 * Such a key is where the answer was, so its question counts as a miss; a renamed one still holds
 * the answer under another name, so it is a label to fix. Span keys are never deleted sections: an
 * edited span and a deleted one cannot be told apart. Without a base there is nothing to compare
 * with, and every key stays a label problem.
 */
export function deletedKeyCheck(options: { base: Workspace; changes: readonly ChangedFile[] }): DeletedKeyCheck {
  const baseDocuments = new Map<string, Document>();
  for (const docs of options.base.documents.values()) for (const doc of docs) baseDocuments.set(doc.path, doc);
  const changes = options.changes;
  return (key, problem, documentAt) => {
    if (key.kind === "span") return undefined;
    if (problem.kind === "missing-heading" && problem.document !== undefined && key.kind === "heading") {
      const change = changes.find((c) => c.path === problem.document && c.status !== "added");
      if (!change) return undefined;
      const basePath = change.previousPath ?? change.path;
      const line = removedHeadingLine(baseDocuments.get(basePath), key.heading, change);
      if (line === undefined) return undefined;
      const head = documentAt(change.path);
      if (problem.suggestions.some((s) => writtenByChange(s, head, change))) return undefined;
      return { path: basePath, line, headPath: change.path };
    }
    if (problem.kind === "missing-document") {
      const doc = baseDocumentNamed(key, baseDocuments);
      const change = doc && changes.find((c) => c.path === doc.path && c.status === "removed");
      if (!doc || !change) return undefined;
      // a document the change added (or moved) under a title or path the key is close to: a rename
      const added = changes.filter((c) => c.status === "added" || c.status === "renamed").flatMap((c) => [c.path, documentAt(c.path)?.title ?? c.path]);
      if (problem.suggestions.some((s) => added.includes(s))) return undefined;
      const line = key.kind === "heading" ? (matchingSections(doc, key.heading).find((s) => s.headingLine !== null)?.headingLine ?? 1) : 1;
      return { path: doc.path, line, headPath: doc.path };
    }
    return undefined;
  };
}

/** The base heading line of the first section `heading` matched in `doc` that the change removed. */
function removedHeadingLine(doc: Document | undefined, heading: readonly string[], change: ChangedFile): number | undefined {
  if (!doc) return undefined;
  for (const section of matchingSections(doc, heading)) {
    const line = section.headingLine;
    if (line !== null && change.baseRanges.some(([start, end]) => start <= line && line <= end)) return line;
  }
  return undefined;
}

/**
 * Whether the suggested heading path (`A > B`) names a section of `doc` (the head document) whose
 * heading line this change added or changed: the heading the removed one was renamed to.
 */
function writtenByChange(suggestion: string, doc: Document | undefined, change: ChangedFile): boolean {
  if (!doc) return false;
  return matchingSections(doc, suggestion.split(" > ")).some((s) => s.headingLine !== null && change.headRanges.some(([start, end]) => start <= s.headingLine! && s.headingLine! <= end));
}

/** The base document a document key named (by path, else by title as resolveQuestions compares titles, when exactly one has it). */
function baseDocumentNamed(key: Exclude<EvidenceKey, { kind: "span" }>, documents: ReadonlyMap<string, Document>): Document | undefined {
  const byPath = documents.get(key.document);
  if (byPath) return byPath;
  const title = normalizeHeading(key.document);
  const byTitle = [...documents.values()].filter((d) => normalizeHeading(d.title) === title);
  return byTitle.length === 1 ? byTitle[0] : undefined;
}
