import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeOutlineSnapshot, encodeOutlineSnapshot, keyFinder, outlineRecord } from "../../../src/usecases/check/outlineSnapshot.js";

describe("keyFinder", () => {
  it("finds every key's number and no other, in any order of asking, ascending keys or not", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 6 }), { maxLength: 30 }), fc.boolean(), fc.array(fc.string({ maxLength: 6 }), { maxLength: 20 }), fc.infiniteStream(fc.nat()), (unique, sort, strangers, picks) => {
        const keys = sort ? [...unique].sort() : unique;
        const find = keyFinder(keys)!;
        // in order first (the cursor), then shuffled, then strangers
        keys.forEach((key, d) => expect(find(key)).toBe(d));
        const asked = keys.map((key, d) => ({ key, d, pick: picks.next().value as number })).sort((a, b) => a.pick - b.pick);
        for (const { key, d } of asked) expect(find(key)).toBe(d);
        for (const stranger of strangers) expect(find(stranger)).toBe(keys.indexOf(stranger));
      }),
    );
  });

  it("refuses keys that are not distinct", () => {
    expect(keyFinder(["b", "a", "b"])).toBeNull();
    expect(keyFinder(["a", "a"])).toBeNull();
  });
});

describe("outline snapshot", () => {
  it("gives each key's outline back, and -1 for a key it does not hold", () => {
    const outline = (n: number) => ({ title: `T${n}`, lineCount: n, warnings: n % 2 === 0 ? [] : [`w${n}`] });
    const docs = ["docs/b.md\u0000x", "docs/a.md\u0000y", "docs/c.md\u0000z"].map((key, n) => ({ key, record: outlineRecord(outline(n)) }));
    const snapshot = decodeOutlineSnapshot(encodeOutlineSnapshot(docs))!;
    docs.forEach((doc, n) => expect(snapshot.outline(snapshot.indexOf(doc.key))).toEqual(outline(n)));
    expect(snapshot.indexOf("docs/d.md\u0000w")).toBe(-1);
    expect(decodeOutlineSnapshot(encodeOutlineSnapshot([docs[0]!, docs[0]!]))).toBeNull();
  });
});
