import type { ChangedFile } from "../../changes/index.js";
import type { EvidenceKey } from "../../config/index.js";
import { normalizeHeading, type Document } from "../../corpus/index.js";
import { matchingSections, type DeletedKeyCheck } from "../../evaluation/index.js";
import type { Workspace } from "../check/loadWorkspace.js";
import { followSection } from "./followSection.js";

/** Tells a deleted section from a stale label: a heading or document key whose text this change removed, not moved. */
export function deletedKeyCheck(options: { base: Workspace; changes: readonly ChangedFile[] }): DeletedKeyCheck {
  const baseDocuments = documentsByPath(options.base);
  const changes = options.changes;
  return (key, problem, documentAt) => {
    if (key.kind === "span") return undefined;
    const context = { baseDocuments, changes, documentAt };
    const survives = (doc: Document) => key.kind === "heading" && matchingSections(doc, key.heading).some((s) => followSection(s, doc.path, context));
    if (problem.kind === "missing-heading" && problem.document !== undefined && key.kind === "heading") {
      const change = changes.find((c) => c.path === problem.document && c.status !== "added");
      if (!change) return undefined;
      const basePath = change.previousPath ?? change.path;
      const doc = baseDocuments.get(basePath);
      const line = doc && matchingSections(doc, key.heading).find((s) => s.headingLine !== null && change.baseRanges.some(([a, b]) => a <= s.headingLine! && s.headingLine! <= b))?.headingLine;
      if (!line || survives(doc)) return undefined;
      return { path: basePath, line, headPath: change.path };
    }
    if (problem.kind === "missing-document") {
      const doc = baseDocumentNamed(key, baseDocuments);
      const change = doc && changes.find((c) => c.path === doc.path && c.status === "removed");
      if (!doc || !change) return undefined;
      // git saw the document renamed (its content moved to another path): a rename, not a deletion
      if (changes.some((c) => c.previousPath === doc.path) || survives(doc)) return undefined;
      const line = key.kind === "heading" ? (matchingSections(doc, key.heading).find((s) => s.headingLine !== null)?.headingLine ?? 1) : 1;
      return { path: doc.path, line, headPath: doc.path };
    }
    return undefined;
  };
}

/** A workspace's documents by path. */
export function documentsByPath(workspace: Pick<Workspace, "documents">): Map<string, Document> {
  const documents = new Map<string, Document>();
  for (const docs of workspace.documents.values()) for (const doc of docs) documents.set(doc.path, doc);
  return documents;
}

/** The base document a key named: by path, else by a title exactly one document has. */
export function baseDocumentNamed(key: Exclude<EvidenceKey, { kind: "span" }>, documents: ReadonlyMap<string, Document>): Document | undefined {
  const byPath = documents.get(key.document);
  if (byPath) return byPath;
  const title = normalizeHeading(key.document);
  const byTitle = [...documents.values()].filter((d) => normalizeHeading(d.title) === title);
  return byTitle.length === 1 ? byTitle[0] : undefined;
}
