import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unifiedDiff } from "../../../src/usecases/record/unifiedDiff.js";
import { tempDir } from "../../helpers/gitRepo.js";

type Line = { text: string; newline: boolean };

function linesOf(text: string): Line[] {
  if (text === "") return [];
  const parts = text.split("\n");
  const last = parts.pop()!;
  return [...parts.map((t) => ({ text: t, newline: true })), ...(last === "" ? [] : [{ text: last, newline: false }])];
}

/**
 * Applies a unified diff strictly: each hunk must start where its header says on both sides, hold
 * exactly the counted lines, and match every context and removed line, newline marks included.
 */
function applyPatch(before: string, diff: string): string {
  const source = linesOf(before);
  const out: Line[] = [];
  let at = 0;
  const lines = diff.split("\n").slice(2, -1);
  for (let n = 0; n < lines.length; ) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@$/.exec(lines[n++]!);
    if (!header) throw new Error(`expected a hunk header: ${lines[n - 1]}`);
    const [aCount, bCount] = [Number(header[2] ?? 1), Number(header[4] ?? 1)];
    const aStart = Number(header[1]) - (aCount === 0 ? 0 : 1);
    while (at < aStart) out.push(source[at++]!);
    expect(out.length).toBe(Number(header[3]) - (bCount === 0 ? 0 : 1));
    let [a, b] = [0, 0];
    while (n < lines.length && !lines[n]!.startsWith("@@")) {
      const line = lines[n++]!;
      const newline = lines[n] !== "\\ No newline at end of file";
      if (!newline) n++;
      const entry = { text: line.slice(1), newline };
      if (line.startsWith("+")) {
        out.push(entry);
        b++;
        continue;
      }
      expect(source[at]).toEqual(entry);
      if (line.startsWith(" ")) {
        out.push(source[at]!);
        b++;
      }
      at++;
      a++;
    }
    expect([a, b]).toEqual([aCount, bCount]);
  }
  while (at < source.length) out.push(source[at++]!);
  return out.map((l) => l.text + (l.newline ? "\n" : "")).join("");
}

const text = fc
  .tuple(fc.array(fc.constantFrom("a", "b", "c", "d", ""), { maxLength: 25 }), fc.boolean())
  .map(([lines, newline]) => lines.join("\n") + (newline && lines.length > 0 ? "\n" : ""));

describe("unified diff of the registry", () => {
  it("writes git's format: header, hunk ranges, three lines of context", () => {
    const before = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].join("\n") + "\n";
    const after = before.replace("e\n", "E\n").replace("j\n", "j\nk\n");
    expect(unifiedDiff(before, after, "chunkgate.yml")).toBe(
      ["--- a/chunkgate.yml", "+++ b/chunkgate.yml", "@@ -2,9 +2,10 @@", " b", " c", " d", "-e", "+E", " f", " g", " h", " i", " j", "+k", ""].join("\n"),
    );
  });

  it("splits changes far apart into separate hunks", () => {
    const lines = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`);
    const before = lines.join("\n") + "\n";
    const after = before.replace("line 2\n", "line two\n").replace("line 29\n", "line twenty-nine\n");
    const diff = unifiedDiff(before, after, "f");
    expect(diff.match(/^@@ .* @@$/gm)).toEqual(["@@ -1,5 +1,5 @@", "@@ -26,5 +26,5 @@"]);
  });

  it("numbers a one-line change on the first line as git does", () => {
    expect(unifiedDiff("y\n", "x\n", "f")).toBe("--- a/f\n+++ b/f\n@@ -1 +1 @@\n-y\n+x\n");
  });

  it("marks a last line without a newline", () => {
    expect(unifiedDiff("a\nb", "a\nc", "f")).toBe("--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n");
  });

  it("shows a change to the final newline alone as that line removed and added", () => {
    expect(unifiedDiff("a\nb", "a\nb\n", "f")).toBe("--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n");
    expect(unifiedDiff("", "x\n", "f")).toBe("--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+x\n");
  });

  it("is empty for equal texts", () => {
    expect(unifiedDiff("same\n", "same\n", "f")).toBe("");
  });

  it("always turns the old text into the new one, with both sides' starts and counts right", () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        if (before === after) return;
        expect(applyPatch(before, unifiedDiff(before, after, "f"))).toBe(after);
      }),
      { numRuns: 500 },
    );
  });

  it("writes patches that git apply accepts and applies exactly", async () => {
    const dir = await tempDir("diff");
    const file = path.join(dir, "f");
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
    git("init", "-q");
    fc.assert(
      fc.property(text, text, (before, after) => {
        if (before === after) return;
        writeFileSync(file, before);
        writeFileSync(path.join(dir, "p.diff"), unifiedDiff(before, after, "f"));
        git("apply", "--unidiff-zero", "p.diff");
        expect(readFileSync(file, "utf8")).toBe(after);
      }),
      { numRuns: 60 },
    );
  });
});
