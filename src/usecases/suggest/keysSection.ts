import type { EvidenceKey } from "../../config/index.js";
import type { Document, Section } from "../../corpus/index.js";
import { measureCoverage, resolveQuestions } from "../../evaluation/index.js";

/**
 * True when `keys`, resolved against `document` as a golden set's keys are (resolveQuestions), all
 * fit and together key `section` (measureCoverage): what a drafted entry must do before it is
 * offered, so that a heading repeated in the document or a span cut inside markup never yields an
 * entry that would be a stale label, or key another section, once a person moves it into the
 * golden set. `goldenFile` only names where such an entry would live.
 */
export function keysSection(keys: readonly EvidenceKey[], document: Document, section: Section, goldenFile: string): boolean {
  const documents = [document];
  const { questions, problems } = resolveQuestions({ file: goldenFile, questions: [{ id: "candidate", text: "", supporting: [...keys], distractors: [], line: undefined }] }, documents, { train: 1, seed: 0 });
  if (problems.length > 0) return false;
  const { sections } = measureCoverage({ documents, questions, countTokens: () => 0 });
  return sections.some((s) => s.section === section && s.questions.length > 0);
}
