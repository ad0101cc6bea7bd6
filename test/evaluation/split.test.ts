import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitOf } from "../../src/evaluation/split.js";

const options = { train: 0.7, seed: 42 };

describe("splitOf", () => {
  it("depends only on the question id and the seed", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 50 }), (ids) => {
        const alone = ids.map((id) => splitOf(id, options));
        const shuffled = [...ids].reverse().map((id) => splitOf(id, options)).reverse();
        expect(shuffled).toEqual(alone);
      }),
    );
  });

  it("keeps every other question in place when one is added or removed", () => {
    const ids = Array.from({ length: 40 }, (_, i) => `ret-${String(i).padStart(3, "0")}`);
    const before = new Map(ids.map((id) => [id, splitOf(id, options)]));
    const after = [...ids.slice(1), "ret-new"].map((id) => [id, splitOf(id, options)] as const);
    for (const [id, split] of after) if (before.has(id)) expect(split).toBe(before.get(id));
  });

  it("puts close to the train ratio of a large set in train", () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `q${i}`);
    const train = ids.filter((id) => splitOf(id, options) === "train").length / ids.length;
    expect(train).toBeGreaterThan(0.67);
    expect(train).toBeLessThan(0.73);
  });

  it("changes with the seed and is pinned for known ids (the same on every machine)", () => {
    const ids = Array.from({ length: 20 }, (_, i) => `ret-${i}`);
    const a = ids.map((id) => splitOf(id, options)).join(",");
    const b = ids.map((id) => splitOf(id, { ...options, seed: 7 })).join(",");
    expect(a).not.toBe(b);
    expect(ids.slice(0, 8).map((id) => (splitOf(id, options) === "train" ? "T" : "H")).join("")).toMatchInlineSnapshot(`"TTTTTHTH"`);
  });
});
