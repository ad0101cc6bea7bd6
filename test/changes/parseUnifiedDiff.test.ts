import { describe, expect, it } from "vitest";
import { parsePatchRanges, parseUnifiedDiff } from "../../src/changes/index.js";

// Real `git diff --unified=0 -M` output (git 2.39), kept verbatim, tabs and all.
const DIFF = [
  "diff --git a/bin.md b/bin.md",
  "index bdc955b..8835708 100644",
  "Binary files a/bin.md and b/bin.md differ",
  "diff --git a/del.md b/del.md",
  "deleted file mode 100644",
  "index 286c5f5..0000000",
  "--- a/del.md",
  "+++ /dev/null",
  "@@ -1,2 +0,0 @@",
  "-gone",
  "-too",
  "diff --git a/new.md b/new.md",
  "new file mode 100644",
  "index 0000000..3e75765",
  "--- /dev/null",
  "+++ b/new.md",
  "@@ -0,0 +1 @@",
  "+new",
  "diff --git a/ren.md b/ren amed.md",
  "similarity index 85%",
  "rename from ren.md",
  "rename to ren amed.md",
  "index edb6c6a..0d8540f 100644",
  "--- a/ren.md",
  "+++ b/ren amed.md\t",
  "@@ -6,0 +7 @@ r6",
  "+r7",
  'diff --git "a/tab\\t\\"q\\".md" "b/tab\\t\\"q\\".md"',
  "index bca70f3..d169a2f 100644",
  '--- "a/tab\\t\\"q\\".md"',
  '+++ "b/tab\\t\\"q\\".md"',
  "@@ -1 +1 @@",
  "-q",
  "+q2",
  "diff --git a/with space.md b/with space.md",
  "index de98044..f8f7a32 100644",
  "--- a/with space.md\t",
  "+++ b/with space.md\t",
  "@@ -2 +2 @@ a",
  "-b",
  "+B",
  "@@ -3,0 +4 @@ c",
  "+d",
  "\\ No newline at end of file",
  "@@ -9,2 +9,0 @@ x",
  "--- not a header, a removed line",
  "-+++ nor this",
  "diff --git a/é ü.md b/é ü.md",
  "index 587be6b..b77b4eb 100644",
  "--- a/é ü.md\t",
  "+++ b/é ü.md\t",
  "@@ -1,0 +2 @@ x",
  "+y",
  "diff --git a/moved.md b/sub dir/moved.md",
  "similarity index 100%",
  "rename from moved.md",
  "rename to sub dir/moved.md",
  "diff --git a/run.sh b/run.sh",
  "old mode 100644",
  "new mode 100755",
  'diff --git "a/\\303\\251t\\303\\251.md" "b/\\303\\251t\\303\\251.md"',
  "index 1111111..2222222 100644",
  '--- "a/\\303\\251t\\303\\251.md"',
  '+++ "b/\\303\\251t\\303\\251.md"',
  "@@ -1 +1 @@",
  "-a",
  "+b",
  "",
].join("\n");

describe("parseUnifiedDiff", () => {
  it("reads status, paths and changed lines of every kind of entry git prints", () => {
    expect(parseUnifiedDiff(DIFF)).toEqual([
      { path: "bin.md", status: "modified", headRanges: [], baseRanges: [] },
      { path: "del.md", status: "removed", headRanges: [], baseRanges: [[1, 2]] },
      { path: "new.md", status: "added", headRanges: [[1, 1]], baseRanges: [] },
      { path: "ren amed.md", status: "renamed", previousPath: "ren.md", headRanges: [[7, 7]], baseRanges: [[6, 6]] },
      { path: 'tab\t"q".md', status: "modified", headRanges: [[1, 1]], baseRanges: [[1, 1]] },
      { path: "with space.md", status: "modified", headRanges: [[2, 2], [4, 4], [9, 9]], baseRanges: [[2, 2], [3, 3], [9, 10]] },
      { path: "é ü.md", status: "modified", headRanges: [[2, 2]], baseRanges: [[1, 1]] },
      { path: "sub dir/moved.md", status: "renamed", previousPath: "moved.md", headRanges: [], baseRanges: [] },
      { path: "run.sh", status: "modified", headRanges: [], baseRanges: [] },
      { path: "été.md", status: "modified", headRanges: [[1, 1]], baseRanges: [[1, 1]] },
    ]);
  });

  it("splits a bare header whose names contain ` b/` where both halves agree", () => {
    const diff = "diff --git a/x b/y.md b/x b/y.md\nold mode 100644\nnew mode 100755\n";
    expect(parseUnifiedDiff(diff)).toEqual([{ path: "x b/y.md", status: "modified", headRanges: [], baseRanges: [] }]);
  });

  it("reads a new binary file and an empty input", () => {
    const diff = "diff --git a/img.png b/img.png\nnew file mode 100644\nindex 0000000..1234567\nBinary files /dev/null and b/img.png differ\n";
    expect(parseUnifiedDiff(diff)).toEqual([{ path: "img.png", status: "added", headRanges: [], baseRanges: [] }]);
    expect(parseUnifiedDiff("")).toEqual([]);
  });
});

describe("parsePatchRanges", () => {
  it("counts only + and - lines when hunks carry context, as GitHub's patches do", () => {
    const patch = [
      "@@ -1,8 +1,8 @@ # Title",
      " one",
      " two",
      " three",
      "-four",
      "+FOUR",
      "+four and a half",
      " five",
      " six",
      "-seven",
      " eight",
      "@@ -20,3 +20,4 @@",
      " twenty",
      "+inserted",
      " twenty-one",
      " twenty-two",
    ].join("\n");
    expect(parsePatchRanges(patch)).toEqual({ headRanges: [[4, 5], [7, 7], [21, 21]], baseRanges: [[4, 4], [7, 7], [20, 20]] });
  });

  it("points a pure deletion at the line before it, and at line 1 at the top of the file", () => {
    expect(parsePatchRanges("@@ -5,2 +4,0 @@\n-a\n-b")).toEqual({ headRanges: [[4, 4]], baseRanges: [[5, 6]] });
    expect(parsePatchRanges("@@ -1,2 +0,0 @@\n-a\n-b")).toEqual({ headRanges: [[1, 1]], baseRanges: [[1, 2]] });
    expect(parsePatchRanges("@@ -1,3 +1,2 @@\n-a\n b\n c")).toEqual({ headRanges: [[1, 1]], baseRanges: [[1, 1]] });
  });

  it("treats an empty line as blank context and ignores no-newline markers", () => {
    const patch = "@@ -1,3 +1,3 @@\n a\n\n-c\n\\ No newline at end of file\n+C\n\\ No newline at end of file";
    expect(parsePatchRanges(patch)).toEqual({ headRanges: [[3, 3]], baseRanges: [[3, 3]] });
  });

  it("has no ranges for no hunks", () => {
    expect(parsePatchRanges("")).toEqual({ headRanges: [], baseRanges: [] });
  });
});
