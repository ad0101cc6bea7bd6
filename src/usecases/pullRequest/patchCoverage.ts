import type { ChangedFile } from "../../changes/index.js";
import { REGISTRY_DEFAULTS, type GoldenSet } from "../../config/index.js";
import type { Document, Section } from "../../corpus/index.js";
import { measureCoverage, resolveQuestions, type SectionCoverage } from "../../evaluation/index.js";
import { analyze } from "../../retrieval/index.js";
import { questionsFor, type Workspace } from "../check/loadWorkspace.js";
import { draftSection, type Draft } from "../suggest/draftSection.js";
import { draftsYaml } from "../suggest/draftsYaml.js";
import type { PatchCoverage, PatchSection } from "./types.js";

/**
 * Patch coverage: of the sections with text that the change adds or whose lines it changes, in the
 * documents of the sources it touches at head, how many a golden-set question keys, by coverage's
 * own definition (measureCoverage: a heading key naming the section, or a span key whose text lies
 * in it). A section a stale heading key follows (its `movedTo`, a rename or move found by the
 * section's text) counts as covered: `chunkgate relabel` points the key there, and the stale label
 * is reported on its own.
 *
 * A section is changed when a changed line range of its document at head meets its heading or its
 * text (see isChanged); every section of an added document is new. A change without
 * line ranges (the REST fallback without a patch) adds only whole new documents. A document in two
 * touched sources counts once, under the first.
 *
 * Each uncovered section comes with its offline draft (draftSection, informative words weighed over
 * the sections of the changed documents of its source, so unchanged documents are never read),
 * kept only when its keys, resolved as the golden set's are, key that section; `yaml` holds the
 * kept drafts as golden-set entries (draftsYaml). Sections in source, document and line order.
 * Deterministic.
 */
export function patchCoverage(options: { workspace: Workspace; sourceIds: readonly string[]; changes: readonly ChangedFile[] }): PatchCoverage {
  const { workspace } = options;
  const setting = workspace.registry.coverage ?? REGISTRY_DEFAULTS.coverage;
  const changed = new Map(options.changes.filter((c) => c.status !== "removed").map((c) => [c.path, c]));
  const followed = followedSections(workspace);
  const seen = new Set<string>();
  let sections = 0;
  let covered = 0;
  const uncovered: PatchSection[] = [];
  for (const sourceId of options.sourceIds) {
    const documents = (workspace.documents.get(sourceId) ?? []).filter((d) => changed.has(d.path) && !seen.has(d.path));
    for (const d of documents) seen.add(d.path);
    if (documents.length === 0) continue;
    const measured = measureCoverage({ documents, questions: questionsFor(workspace, documents), countTokens: () => 0 }).sections;
    const idf = sectionIdf(measured);
    for (const s of measured) {
      if (!isChanged(s.section, changed.get(s.document.path)!)) continue;
      sections++;
      if (s.questions.length > 0 || followed.has(`${s.document.path}:${s.section.headingLine}`)) {
        covered++;
        continue;
      }
      uncovered.push({ sourceId, path: s.document.path, line: s.section.headingLine ?? s.section.startLine, headingPath: [...s.section.headingPath], draft: checkedDraft(s, idf, workspace.golden) });
    }
  }
  const drafts = uncovered.flatMap((u) => (u.draft ? [u.draft] : []));
  return { patch: setting.patch, min: setting.min, sections, covered, uncovered, yaml: draftsYaml(drafts) };
}

/**
 * Whether the change added `section` or changed its text: a changed range meets its heading line or
 * one of its blocks, or is a single line inside it (where a pure deletion is marked). Blank lines
 * between blocks do not count, so the separator a new section brings leaves the one before it alone.
 */
function isChanged(section: Section, change: ChangedFile): boolean {
  if (change.status === "added") return true;
  return change.headRanges.some(
    ([from, to]) =>
      (from === to && from >= section.startLine && from <= section.endLine) ||
      (section.headingLine !== null && from <= section.headingLine && to >= section.headingLine) ||
      section.blocks.some((b) => from <= b.endLine && to >= b.startLine),
  );
}

/** `path:line` of every head heading a stale supporting key's text was followed to (followRenamedKeys' `movedTo`). */
function followedSections(workspace: Workspace): Set<string> {
  const found = new Set<string>();
  for (const problem of workspace.labelProblems) {
    const to = problem.movedTo;
    if (problem.key.startsWith("supporting") && to && to.line !== null) found.add(`${to.path}:${to.line}`);
  }
  return found;
}

/** Inverse section frequency over `sections`: ln((N + 1) / (df + 0.5)), as `chunkgate suggest` weighs a term. */
function sectionIdf(sections: readonly SectionCoverage[]): (term: string) => number {
  const df = new Map<string, number>();
  for (const { section } of sections) {
    for (const term of new Set(section.blocks.flatMap((b) => b.lines.flatMap((line) => analyze(line))))) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = sections.length;
  return (term) => Math.log((n + 1) / ((df.get(term) ?? 0) + 0.5));
}

/** The section's offline draft, or null when it has none or its keys would not key the section (a span cut inside a link, say). */
function checkedDraft(target: SectionCoverage, idf: (term: string) => number, golden: GoldenSet): Draft | null {
  const draft = draftSection(target.document, target.section, idf);
  if (draft === null) return null;
  const documents: Document[] = [target.document];
  const supporting = [
    ...(draft.heading.length > 0 ? [{ kind: "heading" as const, document: draft.document, heading: draft.heading, line: undefined }] : []),
    { kind: "span" as const, span: draft.span, document: draft.document, line: undefined },
  ];
  const set: GoldenSet = { file: golden.file, questions: [{ id: draft.id, text: draft.question, supporting, distractors: [], line: undefined }] };
  const { questions, problems } = resolveQuestions(set, documents, { train: 1, seed: 0 });
  if (problems.length > 0) return null;
  const keyed = measureCoverage({ documents, questions, countTokens: () => 0 }).sections.some((s) => s.section === target.section && s.questions.length > 0);
  return keyed ? draft : null;
}
