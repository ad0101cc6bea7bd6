import type { Document, Section } from "../corpus/index.js";
import { hasText, sectionTokens } from "./coverageRows.js";
import { coveringQuestions } from "./coveringQuestions.js";
import type { ResolvedQuestion } from "./resolveQuestions.js";

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
  const reaching = coveringQuestions(options.questions);
  const sections: SectionCoverage[] = [];
  const summary: Coverage = { sections: 0, coveredSections: 0, tokens: 0, coveredTokens: 0 };
  for (const document of options.documents) {
    const keyed = reaching(document.path);
    for (const section of document.sections) {
      if (!hasText(section)) continue;
      const questions = keyed ? keyed(section) : [];
      const tokens = sectionTokens(section, options.countTokens);
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
