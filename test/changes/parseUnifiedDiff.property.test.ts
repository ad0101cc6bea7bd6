import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePatchRanges, parseUnifiedDiff } from "../../src/changes/index.js";
import { tempDir } from "../helpers/gitRepo.js";

type Range = [number, number];

/** An edit of a file: which base lines are kept, and how many lines are inserted before each base line (and at the end). */
interface Edit {
  keep: boolean[];
  inserted: number[];
}

const edits = fc.integer({ min: 0, max: 25 }).chain((length) =>
  fc.record({
    keep: fc.array(fc.boolean(), { minLength: length, maxLength: length }),
    inserted: fc.array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 3 })), { minLength: length + 1, maxLength: length + 1 }),
  }),
);

/**
 * Base and head lines of an edit, and the ranges the ChangedFile contract asks for. Every line is
 * unique, so the kept lines are the only common subsequence and git's diff has exactly one answer.
 */
function apply(edit: Edit): { base: string[]; head: string[]; headRanges: Range[]; baseRanges: Range[] } {
  const base = edit.keep.map((_, i) => `base line ${i + 1}`);
  const head: string[] = [];
  const headRanges: Range[] = [];
  const baseRanges: Range[] = [];
  // The current run of changes between two kept lines: [first, last] on each side.
  let added: Range | undefined;
  let removed: Range | undefined;
  let oldLine = 1;
  const endRun = (): void => {
    const before = (n: number): Range => [Math.max(1, n), Math.max(1, n)];
    if (added || removed) {
      addRange(headRanges, added ?? before(head.length));
      addRange(baseRanges, removed ?? before(oldLine - 1));
    }
    added = removed = undefined;
  };
  for (let gap = 0; gap <= base.length; gap++) {
    for (let k = 0; k < (edit.inserted[gap] ?? 0); k++) {
      head.push(`new line ${gap}.${k}`);
      added = [added?.[0] ?? head.length, head.length];
    }
    if (gap === base.length) break;
    if (edit.keep[gap]) {
      endRun();
      head.push(base[gap] as string);
    } else {
      removed = [removed?.[0] ?? oldLine, oldLine];
    }
    oldLine++;
  }
  endRun();
  return { base, head, headRanges, baseRanges };
}

/** Ranges stay disjoint: two spots clamped to line 1 (an insertion at the top, then one after line 1) are one. */
function addRange(ranges: Range[], range: Range): void {
  const last = ranges.at(-1);
  if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
  else ranges.push(range);
}

/** `git diff --no-index` (exit 1 means "they differ"). */
function diffNoIndex(cwd: string, context: number, a: string, b: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("git", ["-c", "core.quotepath=off", "diff", "--no-index", "--no-color", `--unified=${context}`, a, b], { cwd }, (error, stdout) => {
      if (error && error.code !== 1) reject(error);
      else resolve(stdout);
    });
  });
}

describe("parseUnifiedDiff and parsePatchRanges on real git diffs", () => {
  it("mark exactly the changed lines of random edits, with and without context", async () => {
    const dir = await tempDir("diff");
    await mkdir(path.join(dir, "old dir"));
    await mkdir(path.join(dir, "new dir"));
    await fc.assert(
      fc.asyncProperty(edits, async (edit) => {
        const { base, head, headRanges, baseRanges } = apply(edit);
        await writeFile(path.join(dir, "old dir", "the doc.md"), base.map((l) => `${l}\n`).join(""));
        await writeFile(path.join(dir, "new dir", "the doc.md"), head.map((l) => `${l}\n`).join(""));
        const unchanged = headRanges.length === 0;

        const files = parseUnifiedDiff(await diffNoIndex(dir, 0, "old dir/the doc.md", "new dir/the doc.md"));
        expect(files).toEqual(unchanged ? [] : [{ path: "new dir/the doc.md", status: "modified", headRanges, baseRanges }]);

        const withContext = await diffNoIndex(dir, 3, "old dir/the doc.md", "new dir/the doc.md");
        const patch = withContext.slice(Math.max(0, withContext.indexOf("\n@@") + 1));
        expect(parsePatchRanges(unchanged ? "" : patch)).toEqual({ headRanges, baseRanges });
      }),
      { numRuns: 150 },
    );
  });
});
