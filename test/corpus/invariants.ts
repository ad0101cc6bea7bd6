import type { Document } from "../../src/corpus/types.js";

/**
 * Structural promises every parsed Document keeps, whatever the input; returns the broken ones
 * (empty when all hold) so a failing property shows what went wrong, not just `false`.
 */
export function brokenInvariants(document: Document, content: string): string[] {
  const problems: string[] = [];
  const text = content.startsWith("\uFEFF") ? content.slice(1) : content;
  const lines = text === "" ? [] : text.split(/\r\n|\r|\n/);
  if (lines.length > 0 && /(?:\r\n|\r|\n)$/.test(text)) lines.pop();
  if (document.lineCount !== lines.length) problems.push(`lineCount ${document.lineCount} != ${lines.length}`);

  const used = new Set<number>();
  let previousEnd = 0;
  document.sections.forEach((section, i) => {
    const where = `section ${i} ${JSON.stringify(section.headingPath)}`;
    if (section.startLine < 1 || section.endLine > document.lineCount) problems.push(`${where} outside the file`);
    if (section.startLine > section.endLine) problems.push(`${where} ends before it starts`);
    if (section.startLine <= previousEnd) problems.push(`${where} overlaps the previous section`);
    previousEnd = section.endLine;
    if (section.headingLine === null && (i !== 0 || section.headingPath.length !== 0)) problems.push(`${where} has no heading line`);
    if (section.headingLine !== null && section.headingLine !== section.startLine) problems.push(`${where} heading line is not its start`);
    for (const block of section.blocks) {
      const at = `${where} block ${block.kind} ${block.startLine}-${block.endLine}`;
      if (block.startLine > block.endLine) problems.push(`${at} ends before it starts`);
      if (block.startLine < section.startLine || block.endLine > section.endLine) problems.push(`${at} lies outside its section`);
      if (section.headingLine !== null && block.startLine <= section.headingLine) problems.push(`${at} includes the heading line`);
      if (block.lines.length !== block.endLine - block.startLine + 1) problems.push(`${at} has ${block.lines.length} lines`);
      if (block.atomic !== (block.kind === "code" || block.kind === "table")) problems.push(`${at} atomic flag is wrong`);
      for (let line = block.startLine; line <= block.endLine; line++) {
        if (used.has(line)) problems.push(`${at} reuses line ${line}`);
        used.add(line);
      }
    }
  });
  return problems;
}
