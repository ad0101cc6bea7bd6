/** Lines of context around each change, as `diff -u` and git print by default. */
const CONTEXT = 3;

type Op = { kind: " " | "-" | "+"; line: string };

/** The unified diff from `before` to `after` as `git diff` writes it (quadratic only in the changed middle); empty when equal. */
export function unifiedDiff(before: string, after: string, path: string): string {
  if (before === after) return "";
  const a = splitLines(before);
  const b = splitLines(after);
  const ops = diffLines(a.lines, b.lines);
  const out = [`--- a/${path}`, `+++ b/${path}`];
  for (const hunk of hunks(ops)) {
    out.push(`@@ -${range(hunk.aStart, hunk.aCount)} +${range(hunk.bStart, hunk.bCount)} @@`);
    for (const op of hunk.ops) {
      out.push(op.kind + op.line);
      const lastA = op.kind !== "+" && op.index.a === a.lines.length - 1 && !a.endsWithNewline;
      const lastB = op.kind !== "-" && op.index.b === b.lines.length - 1 && !b.endsWithNewline;
      if (lastA || lastB) out.push("\\ No newline at end of file");
    }
  }
  return out.join("\n") + "\n";
}

function splitLines(text: string): { lines: string[]; endsWithNewline: boolean } {
  const lines = text.split("\n");
  const endsWithNewline = text.endsWith("\n");
  if (endsWithNewline) lines.pop();
  return { lines, endsWithNewline };
}

type IndexedOp = Op & { index: { a: number; b: number } };

function diffLines(a: readonly string[], b: readonly string[]): IndexedOp[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  // lcs[i][j]: longest common subsequence of midA[i..] and midB[j..]
  const lcs = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) {
      lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const ops: IndexedOp[] = [];
  for (let i = 0; i < head; i++) ops.push({ kind: " ", line: a[i]!, index: { a: i, b: i } });
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      ops.push({ kind: " ", line: midA[i]!, index: { a: head + i, b: head + j } });
      i++;
      j++;
    } else if (j < midB.length && (i === midA.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      ops.push({ kind: "+", line: midB[j]!, index: { a: head + i, b: head + j } });
      j++;
    } else {
      ops.push({ kind: "-", line: midA[i]!, index: { a: head + i, b: head + j } });
      i++;
    }
  }
  for (let t = tail; t > 0; t--) ops.push({ kind: " ", line: a[a.length - t]!, index: { a: a.length - t, b: b.length - t } });
  // Within a run of changes, print removals before additions, as diff does.
  return reorder(ops);
}

function reorder(ops: IndexedOp[]): IndexedOp[] {
  const out: IndexedOp[] = [];
  for (let k = 0; k < ops.length; ) {
    if (ops[k]!.kind === " ") {
      out.push(ops[k++]!);
      continue;
    }
    const run: IndexedOp[] = [];
    while (k < ops.length && ops[k]!.kind !== " ") run.push(ops[k++]!);
    out.push(...run.filter((o) => o.kind === "-"), ...run.filter((o) => o.kind === "+"));
  }
  return out;
}

interface Hunk {
  aStart: number;
  aCount: number;
  bStart: number;
  bCount: number;
  ops: IndexedOp[];
}

function hunks(ops: readonly IndexedOp[]): Hunk[] {
  const changed = ops.map((op, k) => (op.kind === " " ? -1 : k)).filter((k) => k >= 0);
  const result: Hunk[] = [];
  let k = 0;
  while (k < changed.length) {
    const first = changed[k]!;
    let last = first;
    while (k + 1 < changed.length && changed[k + 1]! - last <= 2 * CONTEXT + 1) last = changed[++k]!;
    k++;
    const from = Math.max(0, first - CONTEXT);
    const to = Math.min(ops.length, last + CONTEXT + 1);
    const slice = ops.slice(from, to);
    const aLines = slice.filter((o) => o.kind !== "+");
    const bLines = slice.filter((o) => o.kind !== "-");
    const start = slice[0]!.index;
    result.push({ aStart: start.a + 1, aCount: aLines.length, bStart: start.b + 1, bCount: bLines.length, ops: slice });
  }
  return result;
}

/** `start,count` of a hunk side; an empty side names the line before it, as diff does. */
function range(start: number, count: number): string {
  return count === 0 ? `${start - 1},0` : `${start},${count}`;
}
