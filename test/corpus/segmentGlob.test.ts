import fc from "fast-check";
import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { segmentMatcher } from "../../src/corpus/segmentGlob.js";

/** picomatch as pathMatcher calls it: the reference segmentMatcher must equal. */
const reference = (glob: string) => picomatch(glob, { dot: false, posix: true });

/** Glob segments in the handled shapes, and names a path may hold, drawn from a small alphabet so they collide. */
const globSegment = fc.oneof(
  fc.constant("**"),
  fc.constantFrom("*", "*.md", "*md", "*.x.md", "*a", "*.", "*-", "*_"),
  fc.constantFrom("a", "b", "a.md", ".a", ".md", "md", "x.md", "a-b", "A", "_", "a.", "..a", "...", "1"),
);
const name = fc.constantFrom("a", "b", "a.md", ".a", ".md", "md", "x.md", "b.x.md", "a-b", "A", "_", "a.", "..a", "...", "1", "*", "**", "*.md", "-", "ma", "xa", ".x.md");
const glob = fc.array(globSegment, { minLength: 1, maxLength: 5 }).map((s) => s.join("/"));
const relativePath = fc.array(name, { minLength: 1, maxLength: 6 }).map((s) => s.join("/"));

describe("segmentMatcher", () => {
  it("answers as picomatch for every glob of the handled shapes on crawl paths", () => {
    fc.assert(
      fc.property(glob, fc.array(relativePath, { minLength: 1, maxLength: 20 }), (g, paths) => {
        const fast = segmentMatcher(g);
        expect(fast).toBeDefined();
        const slow = reference(g);
        for (const p of paths) expect(fast!(p), `${g} on ${p}`).toBe(slow(p));
      }),
      { numRuns: 5000 },
    );
  });

  it("answers as picomatch on the globs and paths corpora use", () => {
    const globs = ["**/*.md", "docs/**", "docs/**/*.md", "README.md", "*.md", "**", "evals/**", "SOURCE.md", "content/en/docs/**/*.md", ".github/*.md", "a/**/b/**/*.md"];
    const paths = ["README.md", "docs", "docs/a.md", "docs/.hidden/a.md", "docs/a/b/c.md", ".github/x.md", "evals/q.yaml", "evals/.x/q.md", "a/b/x.md", "a/x/b/y/z.md", "a/b", "a/.b/c.md", "content/en/docs/x/y.md", "x.md/y"];
    for (const g of globs) for (const p of paths) expect(segmentMatcher(g)!(p), `${g} on ${p}`).toBe(reference(g)(p));
  });

  it("leaves every other glob to picomatch", () => {
    for (const g of ["docs/{a,b}/*.md", "[ab].md", "?.md", "a*.md", "docs/*/x*", "!(a).md", "@(a).md", "a b.md", "é.md", "a/../b", "./a", "a//b", "a+.md", "a\\*.md"]) {
      expect(segmentMatcher(g), g).toBeUndefined();
    }
  });
});
