import type { BaselineChange } from "./baselineChange.js";

/**
 * A ledger that no longer begins with the base's text (deleted, a line edited or removed) hides looks
 * and refills thresholdout's budget, so it needs approval; appending is not listed.
 */
export function compareLedgers(ledger: { file: string; base: string | null; head: string | null }): BaselineChange[] {
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
