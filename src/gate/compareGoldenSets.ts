import type { EvidenceKey, GoldenSet, Question } from "../config/index.js";
import type { BaselineChange } from "./baselineChange.js";

/**
 * Questions removed (needs approval: fewer questions make a baseline easier to keep; a renamed id is a
 * removal) or changed in text or keys (listed), compared by id.
 */
export function compareGoldenSets(base: GoldenSet, head: GoldenSet): BaselineChange[] {
  const changes: BaselineChange[] = [];
  const headById = new Map(head.questions.map((q) => [q.id, q]));
  for (const before of base.questions) {
    const after = headById.get(before.id);
    if (after === undefined) {
      changes.push({
        kind: "question-removed",
        sourceId: null,
        key: `questions[${before.id}]`,
        before: before.text,
        after: null,
        at: { file: base.file, line: before.line ?? 1, side: "base" },
        needsApproval: true,
        sentence: `The question ${before.id} ("${before.text}") is removed from the golden set.`,
      });
    } else if (signature(before) !== signature(after)) {
      const what = before.text !== after.text ? "its wording" : "its supporting or distractor keys";
      changes.push({
        kind: "question-changed",
        sourceId: null,
        key: `questions[${before.id}]`,
        before: describeKeys(before),
        after: describeKeys(after),
        at: { file: head.file, line: after.line ?? 1, side: "head" },
        needsApproval: false,
        sentence: `The question ${before.id} changed ${what}: the check scores the new version.`,
      });
    }
  }
  return changes;
}

function signature(q: Question): string {
  return JSON.stringify([q.text, q.supporting.map(keyParts), q.distractors.map(keyParts)]);
}

function keyParts(key: EvidenceKey): unknown[] {
  return key.kind === "heading" ? ["heading", key.document, key.heading] : key.kind === "document" ? ["document", key.document] : ["span", key.span, key.document ?? null];
}

function describeKeys(q: Question): string {
  const keys = q.supporting.map((k) => (k.kind === "heading" ? `${k.document} > ${k.heading.join(" > ")}` : k.kind === "document" ? k.document : `"${k.span}"`));
  return `${q.text} [${keys.join("; ") || "no answer"}]`;
}
