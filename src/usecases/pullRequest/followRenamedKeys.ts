import type { ChangedFile } from "../../changes/index.js";
import type { EvidenceKey } from "../../config/index.js";
import type { Document } from "../../corpus/index.js";
import { matchingSections, type LabelProblem, type ResolvedKey } from "../../evaluation/index.js";
import type { Workspace } from "../check/loadWorkspace.js";
import { baseDocumentNamed, documentsByPath } from "./deletedKeys.js";
import { followSection, headingPathKey, shareFound, shingles, SURVIVES_SHARE, type FollowContext, type SectionDestination } from "./followSection.js";

/** The head workspace with each stale key's fix taken from where its text went in this change. */
export function followRenamedKeys(options: { head: Workspace; base: Workspace; changes: readonly ChangedFile[] }): Workspace {
  const { head, base, changes } = options;
  if (head.labelProblems.length === 0) return head;
  const baseDocuments = documentsByPath(base);
  const headDocuments = documentsByPath(head);
  const context: Context = { baseDocuments, headDocuments, changes, documentAt: (path) => headDocuments.get(path) };
  const labelProblems = head.labelProblems.map((problem) => {
    const key = keyOf(head, problem);
    if (!key) return problem;
    if (key.kind === "span") return problem.kind === "missing-span" ? spanAdvice(problem, base, context) : problem;
    if (problem.kind !== "missing-heading" && problem.kind !== "missing-document") return problem;
    return followKey(problem, key, context);
  });
  return { ...head, labelProblems };
}

interface Context extends FollowContext {
  headDocuments: ReadonlyMap<string, Document>;
}

/** `supporting[2]` → the list and index of the written key a label problem names; undefined for any other text. */
export function keyPath(key: string): { list: "supporting" | "distractors"; index: number } | undefined {
  const match = /^(supporting|distractors)\[(\d+)\]$/.exec(key);
  return match ? { list: match[1] as "supporting" | "distractors", index: Number(match[2]) } : undefined;
}

/** The key a problem names as its question resolved at the base, when it resolved there key for key (else the lists do not line up). */
export function resolvedAtBase(problem: LabelProblem, base: Workspace | null | undefined): ResolvedKey | undefined {
  const at = keyPath(problem.key);
  const before = base?.questions.find((q) => q.question.id === problem.questionId);
  if (!at || !before || before[at.list].length !== before.question[at.list].length) return undefined;
  return before[at.list][at.index];
}

/** The written key a problem is about (`supporting[1]` of its question in the head golden set). */
function keyOf(head: Workspace, problem: LabelProblem): EvidenceKey | undefined {
  const at = keyPath(problem.key);
  const question = head.golden.questions.find((q) => q.id === problem.questionId);
  return at && question ? question[at.list][at.index] : undefined;
}

/** A heading or document key's problem with `movedTo` and its hint, when its text went somewhere. */
function followKey(problem: LabelProblem, key: Exclude<EvidenceKey, { kind: "span" }>, context: Context): LabelProblem {
  const doc = baseDocumentOf(problem, key, context);
  if (!doc) return problem;
  const renamedTo = context.changes.find((c) => c.status === "renamed" && c.previousPath === doc.path)?.path;
  if (key.kind === "document") {
    const moved = renamedTo === undefined ? undefined : context.headDocuments.get(renamedTo);
    if (!moved) return problem;
    const document = nameToWrite(key.document, doc, moved, context);
    return { ...problem, suggestions: [document, ...problem.suggestions.filter((s) => s !== document)], movedTo: { path: moved.path, document, heading: null, line: null, share: 1 }, hint: `git sees ${doc.path} renamed to ${moved.path}: key it to "${document}"` };
  }
  let best: SectionDestination | undefined;
  for (const section of matchingSections(doc, key.heading)) {
    const found = followSection(section, doc.path, context);
    if (found && (!best || found.share > best.share)) best = found;
  }
  if (!best) return problem;
  const heading = best.section.headingPath.slice(-key.heading.length);
  const shown = heading.join(" > ");
  const share = `${Math.floor(best.share * 100)} %`;
  const sameDocument = best.path === (renamedTo ?? doc.path);
  const document = sameDocument && renamedTo === undefined ? key.document : nameToWrite(key.document, doc, best.document, context);
  const movedTo = { path: best.path, document, heading, line: best.section.headingLine, share: best.share };
  if (sameDocument && renamedTo === undefined) {
    return { ...problem, suggestions: [shown, ...problem.suggestions.filter((s) => s !== shown)], movedTo, hint: `did you mean \`${shown}\`? The section's text is there now (${share} of it), so it was renamed: key the question there` };
  }
  return { ...problem, movedTo, hint: `the section's text moved to \`${shown}\` in ${best.path} (${share} of it): key the question to document "${document}", heading \`${shown}\`` };
}

/** The base document a heading or document key named: the one the head problem names (through a rename), else the key's own name at the base. */
function baseDocumentOf(problem: LabelProblem, key: Exclude<EvidenceKey, { kind: "span" }>, context: Context): Document | undefined {
  if (problem.kind === "missing-heading" && problem.document !== undefined) {
    const change = context.changes.find((c) => c.path === problem.document && c.status !== "added");
    return change ? context.baseDocuments.get(change.previousPath ?? change.path) : undefined;
  }
  return baseDocumentNamed(key, context.baseDocuments);
}

/** The `document` value that names `to` the way the key named `from`: by path, or by title when that title is unique at head. */
function nameToWrite(written: string, from: Document, to: Document, context: Context): string {
  if (written === from.path) return to.path;
  const title = to.title.trim().toLowerCase();
  const same = [...context.headDocuments.values()].filter((d) => d.title.trim().toLowerCase() === title);
  return same.length === 1 ? to.title : to.path;
}

/** A missing span's hint from where the text it quoted at the base went: edited in place, moved, or gone. */
function spanAdvice(problem: LabelProblem, base: Workspace, context: Context): LabelProblem {
  const at = baseOccurrence(problem, base);
  const doc = at && context.baseDocuments.get(at.path);
  const section = doc && [...doc.sections].reverse().find((s) => s.startLine <= at.line && at.line <= s.endLine);
  if (!at || !doc || !section) return problem;
  const where = `${at.path}:${at.line}${section.headingPath.length > 0 ? `, under \`${section.headingPath.join(" > ")}\`` : ""}`;
  const change = context.changes.find((c) => (c.previousPath ?? c.path) === at.path);
  const headPath = change ? (change.status === "removed" ? undefined : change.path) : at.path;
  const headDoc = headPath === undefined ? undefined : context.headDocuments.get(headPath);
  const same = headDoc?.sections.find((s) => headingPathKey(s.headingPath) === headingPathKey(section.headingPath));
  if (headDoc && same && shareFound(shingles(section), shingles(same)) >= SURVIVES_SHARE) {
    return { ...problem, document: headDoc.path, hint: `the text it quoted at the base (${where}) was edited there: copy the gold text again from that section of ${headDoc.path} as it is now (markup and whitespace may differ, words may not)` };
  }
  const moved = followSection(section, at.path, context);
  if (moved) {
    return { ...problem, document: moved.path, hint: `the section that held it at the base (${where}) moved to \`${moved.section.headingPath.join(" > ")}\` in ${moved.path}: copy the gold text again from there` };
  }
  return {
    ...problem,
    hint: `its text is gone from the corpus: the section that held it at the base (${where}) was deleted or rewritten, and no section holds half of it now. Key the question to where the answer now is, or mark it unanswerable (\`supporting: []\`)`,
  };
}

/** Where a span key stood at the base (its first occurrence), when its question resolved there key for key. */
function baseOccurrence(problem: LabelProblem, base: Workspace): { path: string; line: number } | undefined {
  const first = [...(resolvedAtBase(problem, base)?.occurrences ?? [])][0];
  return first && first[1][0] ? { path: first[0], line: first[1][0].startLine } : undefined;
}
