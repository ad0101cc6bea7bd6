import type { EvidenceKey } from "../../config/index.js";
import type { Document, Section } from "../../corpus/index.js";
import { measureCoverage, resolveQuestions, type SectionCoverage } from "../../evaluation/index.js";
import type { Draft } from "./draftSection.js";

/** Whether `keys`, resolved as a golden set's are, all fit and key `section`, so a drafted entry never becomes a stale label. */
export function keysSection(keys: readonly EvidenceKey[], document: Document, section: Section, goldenFile: string): boolean {
  const documents = [document];
  const { questions, problems } = resolveQuestions({ file: goldenFile, questions: [{ id: "candidate", text: "", supporting: [...keys], distractors: [], line: undefined }] }, documents, { train: 1, seed: 0 });
  if (problems.length > 0) return false;
  const { sections } = measureCoverage({ documents, questions, countTokens: () => 0 });
  return sections.some((s) => s.section === section && s.questions.length > 0);
}

/** The verbatim rule of drafts: the draft's keys (or its span alone) key that very section, judged by the golden set's own matching. */
export function keysOwnSection(draft: Draft, target: SectionCoverage, options: { goldenFile: string; only?: "span" }): boolean {
  const supporting: EvidenceKey[] = [
    ...(draft.heading.length > 0 && options.only !== "span" ? [{ kind: "heading" as const, document: draft.document, heading: draft.heading, line: undefined }] : []),
    { kind: "span" as const, span: draft.span, document: draft.document, line: undefined },
  ];
  return keysSection(supporting, target.document, target.section, options.goldenFile);
}
