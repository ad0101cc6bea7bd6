import fc from "fast-check";
import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { pathMatcher, sharedPathMatcher } from "../../src/corpus/pathMatcher.js";

/** The matcher as it was before segmentMatcher and the per-folder lookups: picomatch on every glob, every folder above a file. */
function reference(include: string[], exclude: string[]) {
  const options = { dot: false, posix: true };
  const included = include.length > 0 ? picomatch(include, options) : () => false;
  const excluded = exclude.length > 0 ? picomatch(exclude, options) : () => false;
  const underExcludedFolder = (file: string): boolean => {
    for (let slash = file.indexOf("/"); slash !== -1; slash = file.indexOf("/", slash + 1)) if (excluded(file.slice(0, slash))) return true;
    return false;
  };
  return {
    selects: (file: string) => included(file) && !excluded(file) && !underExcludedFolder(file),
    excludesFolder: (folder: string) => excluded(folder) || underExcludedFolder(folder),
  };
}

const segment = fc.constantFrom("**", "*", "*.md", "a", "b", ".a", "a.md", "docs", "{a,b}", "[ab].md", "?.md", "a*");
const glob = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join("/"));
const name = fc.constantFrom("a", "b", ".a", "a.md", "b.md", ".md", "docs", "x.md", "c");
const relativePath = fc.array(name, { minLength: 1, maxLength: 5 }).map((s) => s.join("/"));

describe("pathMatcher", () => {
  it("selects and excludes folders as picomatch did on every glob and every folder above a file", () => {
    fc.assert(
      fc.property(fc.array(glob, { minLength: 1, maxLength: 3 }), fc.array(glob, { maxLength: 3 }), fc.array(relativePath, { minLength: 1, maxLength: 25 }), (include, exclude, paths) => {
        const slow = reference(include, exclude);
        const fast = pathMatcher(include, exclude);
        const shared = sharedPathMatcher(include, exclude);
        for (const p of [...paths, ...paths]) {
          expect(fast.selects(p), `${p} in ${include} minus ${exclude}`).toBe(slow.selects(p));
          expect(shared.selects(p)).toBe(slow.selects(p));
          expect(fast.excludesFolder(p), `folder ${p} minus ${exclude}`).toBe(slow.excludesFolder(p));
        }
      }),
      { numRuns: 1500 },
    );
  });

  it("shares one compiled matcher per glob set", () => {
    const a = sharedPathMatcher(["docs/**/*.md"], ["docs/old/**"]);
    expect(sharedPathMatcher(["docs/**/*.md"], ["docs/old/**"])).toBe(a);
    expect(sharedPathMatcher(["docs/**/*.md"], [])).not.toBe(a);
    expect(["docs/a.md", "docs/old/b.md", "docs/x/c.md", "README.md"].map((p) => a.selects(p))).toEqual([true, false, true, false]);
    expect(["docs/a.md", "docs/old/b.md"].map((p) => a.selects(p))).toEqual([true, false]);
  });
});
