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

/** The sections with text the golden set reaches (coveringQuestions), in document order, documents as given, with the summary. */
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
