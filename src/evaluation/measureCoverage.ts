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

/** The sections with text the golden set reaches (coveringQuestions), in document order, documents as given, with the summary. */
export function measureCoverage(options: {
  documents: readonly Document[];
  questions: readonly ResolvedQuestion[];
  countTokens: (line: string) => number;
}): { sections: SectionCoverage[]; summary: Coverage } {
  const reaching = coveringQuestions(options.questions);
  const sections = options.documents.flatMap((document) => {
    const keyed = reaching(document.path);
    return document.sections.filter(hasText).map((section) => ({ document, section, tokens: sectionTokens(section, options.countTokens), questions: keyed ? keyed(section) : [] }));
  });
  return { sections, summary: summarise(sections) };
}

/** measureCoverage's summary from kept coverage rows: the same figures without reading a section or counting a token. */
export function summariseCoverage(options: { documents: ReadonlyArray<{ path: string; rows: readonly CoverageRow[] }>; questions: readonly ResolvedQuestion[] }): Coverage {
  const reaching = coveringQuestions(options.questions);
  return summarise(
    options.documents.flatMap(({ path, rows }) => {
      const keyed = reaching(path);
      return rows.map((row) => ({ tokens: row.tokens, questions: keyed ? keyed(row) : [] }));
    }),
  );
}

function summarise(sections: ReadonlyArray<{ tokens: number; questions: readonly string[] }>): Coverage {
  const covered = sections.filter((s) => s.questions.length > 0);
  const tokens = (list: typeof sections) => list.reduce((sum, s) => sum + s.tokens, 0);
  return { sections: sections.length, coveredSections: covered.length, tokens: tokens(sections), coveredTokens: tokens(covered) };
}

/** Lines of a section: where it starts (its heading line, or the document's first line) and ends. */
type SectionLines = Pick<CoverageRow, "startLine" | "endLine">;

/** Per path, null when no supporting key names it, else the ids of the questions keying a section, in golden-set order. */
function coveringQuestions(questions: readonly ResolvedQuestion[]): (path: string) => ((section: SectionLines) => string[]) | null {
  const keysByPath = new Map<string, Array<{ id: string; key: ResolvedKey }>>();
  for (const question of questions) {
    for (const key of question.supporting) {
      if (key.deleted !== undefined) continue;
      for (const path of key.paths) {
        const list = keysByPath.get(path);
        if (list) list.push({ id: question.question.id, key });
        else keysByPath.set(path, [{ id: question.question.id, key }]);
      }
    }
  }
  return (path) => {
    const keys = keysByPath.get(path);
    if (keys === undefined) return null;
    return (section) => [...new Set(keys.filter(({ key }) => reaches(key, path, section)).map(({ id }) => id))];
  };
}

/** True when `key` names `section` of the document at `path` (heading key) or holds a span inside it (span key). */
function reaches(key: ResolvedKey, path: string, section: SectionLines): boolean {
  const ranges = key.ranges?.get(path);
  if (ranges) return ranges.some(([start, end]) => section.startLine >= start && section.startLine <= end);
  const occurrences = key.occurrences?.get(path);
  if (occurrences) return occurrences.some((o) => o.startLine >= section.startLine && o.endLine <= section.endLine);
  return false;
}

/** One section with text of a document, as coverage counts it: its lines (heading included) and its content tokens. */
export interface CoverageRow {
  startLine: number;
  endLine: number;
  tokens: number;
}

/** One row per section with text, in document order, its content lines' tokens summed; a store may keep them. */
export function coverageRows(document: Document, countTokens: (line: string) => number): CoverageRow[] {
  return document.sections.filter(hasText).map((section) => ({ startLine: section.startLine, endLine: section.endLine, tokens: sectionTokens(section, countTokens) }));
}

/** Tokens of a section's content lines, every line of every block counted by `countTokens`. */
export function sectionTokens(section: Section, countTokens: (line: string) => number): number {
  let tokens = 0;
  for (const block of section.blocks) for (const line of block.lines) tokens += countTokens(line);
  return tokens;
}

/** True when the section holds indexed text of its own (a block with a non-blank line). */
export function hasText(section: Section): boolean {
  return section.blocks.some((block) => block.lines.some((line) => line.trim() !== ""));
}
