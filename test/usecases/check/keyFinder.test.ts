import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyFinder } from "../../../src/usecases/check/keyFinder.js";

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

  it("finds the last of equal keys when asked to, as a Map filled in order would", () => {
    const find = keyFinder(["b", "a", "b", "c"], true)!;
    expect(["b", "a", "b", "c", "d"].map(find)).toEqual([2, 1, 2, 3, -1]);
  });
});
