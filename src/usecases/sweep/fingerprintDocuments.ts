import { createHash } from "node:crypto";
import type { Document } from "../../corpus/index.js";

/** `sha256:<hex>` of a source's documents as parsed: it changes exactly when something chunking or relevance can see changes. */
export function fingerprintDocuments(documents: readonly Document[]): string {
  const hash = createHash("sha256");
  for (const d of documents) {
    const sections = d.sections.map((s) => [s.headingPath, s.headingLine, s.startLine, s.endLine, s.blocks.map((b) => [b.kind, b.atomic, b.startLine, b.endLine, b.lines])]);
    hash.update(JSON.stringify([d.path, d.title, d.lineCount, sections]));
    hash.update("\n");
  }
  return `sha256:${hash.digest("hex")}`;
}
