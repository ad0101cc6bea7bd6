import { describe, expect, it } from "vitest";
import { SLAB_LENGTH, uint32Slab } from "../../src/chunking/uint32Slab.js";

describe("uint32Slab", () => {
  it("gives zero-filled arrays of the asked length that share no element", () => {
    const lengths = [3, 0, 1, 1000, SLAB_LENGTH / 4, SLAB_LENGTH / 4 + 1, 7, SLAB_LENGTH / 8, SLAB_LENGTH / 8, 5];
    const arrays = lengths.map((n) => uint32Slab(n));
    arrays.forEach((a, i) => {
      expect(a.length).toBe(lengths[i]);
      expect(a.every((x) => x === 0)).toBe(true);
    });
    // writing every element of each array leaves every other array's elements untouched
    arrays.forEach((a, i) => a.fill(i + 1));
    arrays.forEach((a, i) => expect(a.every((x) => x === i + 1)).toBe(true));
  });
});
