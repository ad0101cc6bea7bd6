import type { Document, Section } from "../corpus/index.js";
import type { ResolvedKey, ResolvedQuestion } from "./resolveQuestions.js";

/** One section with text of a source's documents, and the golden-set questions that key it. */
export interface SectionCoverage {
  document: Document;
  section: Section;
  /** Tokens of the section's own content lines (its heading is not content), counted line by line. */
  tokens: number;
  /** Ids of the questions with a supporting key that names this section or whose span lies in it, in golden-set order; empty when uncovered. */
  questions: string[];
}

/** A source's coverage in figures: sections with text, and their content tokens, in all and covered. */
export interface Coverage {
  sections: number;
  coveredSections: number;
  tokens: number;
  coveredTokens: number;
}

/**
 * Which sections of `documents` the golden set reaches. A section is covered when at least one
 * question keys it: a heading key whose resolved range is the section, or a span key with an
 * occurrence whose lines lie inside the section. A document key covers no section: it says the
 * answer is somewhere in the document, not which section gives it, so it cannot tell a reviewer
 * what the gate sees. Distractors cover nothing, and neither does a key whose section a pull
 * request deleted.
 *
 * Only sections with text count (a block with a non-blank line): a heading whose content is all in
 * its subsections, or only a component, can hold no chunk, so no question could ever reach it.
 * Sections come in document order, documents in the order given; `countTokens` counts one content
 * line (the source's tokenizer), summed over the section, as the cost columns count a source.
 * Deterministic: the same documents and questions give the same list.
 */
export function measureCoverage(options: {
  documents: readonly Document[];
  questions: readonly ResolvedQuestion[];
  countTokens: (line: string) => number;
}): { sections: SectionCoverage[]; summary: Coverage } {
  const keysByPath = new Map<string, Array<{ id: string; key: ResolvedKey }>>();
  for (const question of options.questions) {
    for (const key of question.supporting) {
      if (key.deleted !== undefined) continue;
      for (const path of key.paths) {
        const list = keysByPath.get(path);
        if (list) list.push({ id: question.question.id, key });
        else keysByPath.set(path, [{ id: question.question.id, key }]);
      }
    }
  }
  const sections: SectionCoverage[] = [];
  const summary: Coverage = { sections: 0, coveredSections: 0, tokens: 0, coveredTokens: 0 };
  for (const document of options.documents) {
    const keys = keysByPath.get(document.path) ?? [];
    for (const section of document.sections) {
      if (!hasText(section)) continue;
      const ids = keys.filter(({ key }) => reaches(key, document.path, section)).map(({ id }) => id);
      const questions = [...new Set(ids)];
      let tokens = 0;
      for (const block of section.blocks) for (const line of block.lines) tokens += options.countTokens(line);
      sections.push({ document, section, tokens, questions });
      summary.sections++;
      summary.tokens += tokens;
      if (questions.length > 0) {
        summary.coveredSections++;
        summary.coveredTokens += tokens;
      }
    }
  }
  return { sections, summary };
}

/** True when `key` names `section` of the document at `path` (heading key) or holds a span inside it (span key). */
function reaches(key: ResolvedKey, path: string, section: Section): boolean {
  const ranges = key.ranges?.get(path);
  if (ranges) return ranges.some(([start, end]) => section.startLine >= start && section.startLine <= end);
  const occurrences = key.occurrences?.get(path);
  if (occurrences) return occurrences.some((o) => o.startLine >= section.startLine && o.endLine <= section.endLine);
  return false;
}

/** True when the section holds indexed text of its own (a block with a non-blank line). */
function hasText(section: Section): boolean {
  return section.blocks.some((block) => block.lines.some((line) => line.trim() !== ""));
}
