import type { Section } from "../../corpus/index.js";

/** A section's indexed text (its heading left out), blocks apart by a blank line as in the Markdown, lines as they were. */
export function sectionText(section: Section): string {
  return section.blocks.map((b) => b.lines.join("\n")).join("\n\n");
}
