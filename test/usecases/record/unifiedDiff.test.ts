import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unifiedDiff } from "../../../src/usecases/record/unifiedDiff.js";

/** Applies a unified diff the way `patch` does, strictly: every context and removed line must match. */
function applyPatch(before: string, diff: string): string {
  const source = before.split("\n").slice(0, -1);
  const out: string[] = [];
  let at = 0;
  const lines = diff.split("\n").slice(2, -1);
  for (const line of lines) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@$/.exec(line);
    if (header) {
      // an empty old side names the line before the insertion
      const start = Number(header[1]) - (header[2] === "0" ? 0 : 1);
      while (at < start) out.push(source[at++]!);
    } else if (line.startsWith("+")) {
      out.push(line.slice(1));
    } else {
      if (source[at] !== line.slice(1)) throw new Error(`context mismatch at line ${at + 1}: ${line}`);
      if (line.startsWith(" ")) out.push(source[at]!);
      at++;
    }
  }
  while (at < source.length) out.push(source[at++]!);
  return out.map((l) => `${l}\n`).join("");
}

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

  it("marks a last line without a newline", () => {
    expect(unifiedDiff("a\nb", "a\nc", "f")).toBe("--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n");
  });

  it("is empty for equal texts", () => {
    expect(unifiedDiff("same\n", "same\n", "f")).toBe("");
  });

  it("always turns the old text into the new one when applied", () => {
    const text = fc.array(fc.constantFrom("a", "b", "c", "d", ""), { minLength: 1, maxLength: 25 }).map((l) => l.join("\n") + "\n");
    fc.assert(
      fc.property(text, text, (before, after) => {
        if (before === after) return;
        expect(applyPatch(before, unifiedDiff(before, after, "f"))).toBe(after);
      }),
    );
  });
});
