import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunkId } from "../../src/chunking/buildChunk.js";

/** The id as its doc comment defines it: the path with whitespace as %20, `#`, the prefix, the ordinal padded to 4 digits. */
function expected(path: string, ordinal: number, prefix = ""): string {
  return `${path.replace(/\s/g, "%20")}#${prefix}${String(ordinal).padStart(4, "0")}`;
}

describe("chunkId", () => {
  it("is path#NNNN for every ordinal, prefix and path, whichever order the calls come in", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("docs/a.md", "docs/my page.md", "x\ty.md", "a.md"), fc.oneof(fc.integer({ min: 0, max: 12_000 }), fc.constantFrom(0, 9, 9999, 10_000, 123_456)), fc.constantFrom("", "p")), { maxLength: 40 }),
        (calls) => {
          for (const [path, ordinal, prefix] of calls) expect(chunkId(path, ordinal, prefix)).toBe(expected(path, ordinal, prefix));
        },
      ),
      { numRuns: 300 },
    );
    expect([chunkId("a b.md", 7), chunkId("a b.md", 10_000), chunkId("a.md", 12, "p")]).toEqual(["a%20b.md#0007", "a%20b.md#10000", "a.md#p0012"]);
  });
});
