import { describe, expect, it } from "vitest";
import { restFileToChange } from "../../src/action/runChanges.js";

describe("restFileToChange", () => {
  it("takes a modified file's changed lines from its patch, context lines excluded", () => {
    const patch = "@@ -10,7 +10,7 @@ intro\n a\n b\n c\n-### Operating temperature\n+### Operating temperatures\n d\n e\n f";
    expect(restFileToChange({ filename: "docs/a.md", status: "modified", patch })).toEqual({
      path: "docs/a.md",
      status: "modified",
      headRanges: [[13, 13]],
      baseRanges: [[13, 13]],
    });
  });

  it("keeps a rename's previous path and maps copied, changed and unchanged files", () => {
    expect(restFileToChange({ filename: "docs/new.md", status: "renamed", previous_filename: "docs/old.md" })).toEqual({
      path: "docs/new.md",
      status: "renamed",
      previousPath: "docs/old.md",
      headRanges: [],
      baseRanges: [],
    });
    expect(restFileToChange({ filename: "b.md", status: "copied", previous_filename: "a.md" }).status).toBe("added");
    expect(restFileToChange({ filename: "b.md", status: "copied", previous_filename: "a.md" }).previousPath).toBeUndefined();
    expect(restFileToChange({ filename: "b.md", status: "changed" }).status).toBe("modified");
    expect(restFileToChange({ filename: "b.md", status: "unchanged" }).status).toBe("modified");
  });

  it("gives no head ranges to a removed file and no base ranges to an added one", () => {
    expect(restFileToChange({ filename: "gone.md", status: "removed", patch: "@@ -1,2 +0,0 @@\n-a\n-b" })).toMatchObject({ headRanges: [], baseRanges: [[1, 2]] });
    expect(restFileToChange({ filename: "new.md", status: "added", patch: "@@ -0,0 +1,2 @@\n+a\n+b" })).toMatchObject({ headRanges: [[1, 2]], baseRanges: [] });
  });

  it("leaves the ranges empty when GitHub sends no patch (binary or too large)", () => {
    expect(restFileToChange({ filename: "big.md", status: "modified" })).toMatchObject({ headRanges: [], baseRanges: [] });
  });
});
