import type { EvidenceKey, GoldenSet, Question } from "../config/index.js";
import { CHANGE_ORDER, type BaselineChange, type RegistrySide } from "./baselineChange.js";
import { compareSettings } from "./compareSettings.js";
import { compareSources } from "./compareSources.js";

/**
 * Every change a pull request made to what the gate measures against. Deterministic: approval-needing
 * first, then by CHANGE_ORDER, source, file and line; each at the head's line, or the base's for what
 * the head no longer has.
 */
export function compareRegistries(options: { base: RegistrySide; head: RegistrySide; ledger?: { file: string; base: string | null; head: string | null } }): BaselineChange[] {
  const { base, head } = options;
  const changes = [
    ...compareSources(base, head),
    ...compareSettings(base, head),
    ...compareGoldenSets(base.golden, head.golden),
    ...(options.ledger === undefined ? [] : compareLedgers(options.ledger)),
  ];
  return changes.sort(
    (a, b) =>
      Number(b.needsApproval) - Number(a.needsApproval) ||
      CHANGE_ORDER.indexOf(a.kind) - CHANGE_ORDER.indexOf(b.kind) ||
      (a.sourceId ?? "").localeCompare(b.sourceId ?? "") ||
      a.at.file.localeCompare(b.at.file) ||
      a.at.line - b.at.line ||
      a.key.localeCompare(b.key),
  );
}

/**
 * Questions removed (needs approval: fewer questions make a baseline easier to keep; a renamed id is a
 * removal) or changed in text or keys (listed), compared by id.
 */
function compareGoldenSets(base: GoldenSet, head: GoldenSet): BaselineChange[] {
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

/**
 * A ledger that no longer begins with the base's text (deleted, a line edited or removed) hides looks
 * and refills thresholdout's budget, so it needs approval; appending is not listed.
 */
function compareLedgers(ledger: { file: string; base: string | null; head: string | null }): BaselineChange[] {
  const { file, base, head } = ledger;
  if (base === null || base === "" || (head !== null && head.startsWith(base))) return [];
  const common = head === null ? 0 : commonPrefix(base, head);
  const line = base.slice(0, common).split("\n").length;
  const baseLines = base.split("\n").filter((l) => l.trim() !== "").length;
  const what = head === null ? "is deleted" : `no longer begins with its ${baseLines} lines at base (first difference on line ${line})`;
  return [
    {
      kind: "ledger-rewritten",
      sourceId: null,
      key: file,
      before: `${baseLines} lines`,
      after: head === null ? null : `${head.split("\n").filter((l) => l.trim() !== "").length} lines`,
      at: { file, line: head === null ? 1 : line, side: head === null ? "base" : "head" },
      needsApproval: true,
      sentence: `The held-out ledger ${file} ${what}: it is append-only, and rewriting it hides looks at the held-out split.`,
    },
  ];
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
