import { createHash } from "node:crypto";
import type { Document, Section } from "../../corpus/index.js";
import { sectionText } from "./sectionText.js";

/** A draft's id from the section's path, headings and text: rerunning with any drafter never duplicates a draft; an edit gives a new one. */
export function draftId(document: Document, section: Section): string {
  const text = sectionText(section).replace(/\s+/g, " ").trim();
  return `draft-${createHash("sha256").update(`${document.path}\0${section.headingPath.join("\u001f")}\0${text}`).digest("hex").slice(0, 12)}`;
}
