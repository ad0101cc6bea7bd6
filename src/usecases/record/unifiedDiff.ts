/** Lines of context around each change, as `diff -u` and git print by default. */
const CONTEXT = 3;

type Op = { kind: " " | "-" | "+"; line: string };

/** The unified diff from `before` to `after` as `git diff` writes it (quadratic only in the changed middle); empty when equal. */
export function unifiedDiff(before: string, after: string, path: string): string {
  if (before === after) return "";
  const ops = diffLines(splitLines(before), splitLines(after));
  const out = [`--- a/${path}`, `+++ b/${path}`];
  // each op's 1-based line in the old and the new text, counted from the start
  const at: Array<{ a: number; b: number }> = [];
  let a = 1;
  let b = 1;
  for (const op of ops) {
    at.push({ a, b });
    if (op.kind !== "+") a++;
    if (op.kind !== "-") b++;
  }
  const changed = ops.map((op, k) => (op.kind === " " ? -1 : k)).filter((k) => k >= 0);
  for (let k = 0; k < changed.length; k++) {
    const first = changed[k]!;
    let last = first;
    while (k + 1 < changed.length && changed[k + 1]! - last <= 2 * CONTEXT + 1) last = changed[++k]!;
    const from = Math.max(0, first - CONTEXT);
    const hunk = ops.slice(from, Math.min(ops.length, last + CONTEXT + 1));
    const count = (side: Op["kind"]) => hunk.filter((o) => o.kind !== side).length;
    out.push(`@@ -${range(at[from]!.a, count("+"))} +${range(at[from]!.b, count("-"))} @@`);
    for (const op of hunk) {
      if (op.line.endsWith("\n")) out.push(op.kind + op.line.slice(0, -1), "\\ No newline at end of file");
      else out.push(op.kind + op.line);
    }
  }
  return out.join("\n") + "\n";
}

/** The text's lines; a last line without a newline keeps a "\n" mark, so it never equals a terminated line. */
function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (text.endsWith("\n")) lines.pop();
  else lines[lines.length - 1] += "\n";
  return lines;
}

function diffLines(a: readonly string[], b: readonly string[]): Op[] {
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
  const ops: Op[] = [];
  for (let i = 0; i < head; i++) ops.push({ kind: " ", line: a[i]! });
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      ops.push({ kind: " ", line: midA[i]! });
      i++;
      j++;
    } else if (j < midB.length && (i === midA.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      ops.push({ kind: "+", line: midB[j]! });
      j++;
    } else {
      ops.push({ kind: "-", line: midA[i]! });
      i++;
    }
  }
  for (let t = tail; t > 0; t--) ops.push({ kind: " ", line: a[a.length - t]! });
  // Within a run of changes, print removals before additions, as diff does.
  return reorder(ops);
}

function reorder(ops: Op[]): Op[] {
  const out: Op[] = [];
  for (let k = 0; k < ops.length; ) {
    if (ops[k]!.kind === " ") {
      out.push(ops[k++]!);
      continue;
    }
    const run: Op[] = [];
    while (k < ops.length && ops[k]!.kind !== " ") run.push(ops[k++]!);
    out.push(...run.filter((o) => o.kind === "-"), ...run.filter((o) => o.kind === "+"));
  }
  return out;
}

/** `start,count` of a hunk side as diff writes it: an empty side names the line before it, a count of 1 is left out. */
function range(start: number, count: number): string {
  return count === 0 ? `${start - 1},0` : count === 1 ? `${start}` : `${start},${count}`;
}
