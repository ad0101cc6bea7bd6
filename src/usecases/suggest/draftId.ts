import { createHash } from "node:crypto";
import type { Document, Section } from "../../corpus/index.js";
import { sectionText } from "./sectionText.js";

/**
 * A draft's id: `draft-` and 12 hex digits of SHA-256 over the section's document path, heading
 * path and text (whitespace collapsed). The same section gives the same id whoever drafts it
 * (offline or a model), so running `suggest` again, or with another drafter, never duplicates a
 * draft; an edited section gets a new one.
 */
export function draftId(document: Document, section: Section): string {
  const text = sectionText(section).replace(/\s+/g, " ").trim();
  return `draft-${createHash("sha256").update(`${document.path}\0${section.headingPath.join("\u001f")}\0${text}`).digest("hex").slice(0, 12)}`;
}
