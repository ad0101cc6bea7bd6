import type { PreparedDocument } from "./prepareDocument.js";

/** The heading path of the section holding `line` (the preamble's `[]` before the first heading). */
export function sectionAt(prepared: PreparedDocument, line: number): string[] {
  let path: string[] = [];
  for (const section of prepared.sections) {
    if (section.startLine <= line) path = section.headingPath;
    else break;
  }
  return path;
}
