import { describe, expect, it } from "vitest";
import { changesUnderRoot, type ChangedFile } from "../../src/changes/changedFile.js";

const file = (path: string, status: ChangedFile["status"] = "modified", previousPath?: string): ChangedFile => ({
  path,
  status,
  ...(previousPath ? { previousPath } : {}),
  headRanges: status === "removed" ? [] : [[1, 2]],
  baseRanges: status === "added" ? [] : [[3, 3]],
});

describe("changesUnderRoot", () => {
  it("returns the files unchanged when the root is the repository's top", () => {
    const files = [file("docs/a.md"), file("README.md")];
    expect(changesUnderRoot(files, "")).toEqual(files);
  });

  it("names files from the root and drops the ones outside it", () => {
    const files = [file("site/docs/a.md"), file("site-other/b.md"), file("README.md"), file("site/chunkgate.yml", "added")];
    expect(changesUnderRoot(files, "site")).toEqual([file("docs/a.md"), file("chunkgate.yml", "added")]);
  });

  it("turns a rename across the root's edge into an addition or a removal", () => {
    expect(changesUnderRoot([file("site/a.md", "renamed", "site/old/a.md")], "site")).toEqual([file("a.md", "renamed", "old/a.md")]);
    expect(changesUnderRoot([file("site/a.md", "renamed", "drafts/a.md")], "site")).toEqual([{ path: "a.md", status: "added", headRanges: [[1, 2]], baseRanges: [] }]);
    expect(changesUnderRoot([file("archive/a.md", "renamed", "site/a.md")], "site")).toEqual([{ path: "a.md", status: "removed", headRanges: [], baseRanges: [[3, 3]] }]);
  });
});
