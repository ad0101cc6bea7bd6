import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { growSlotTable } from "../../src/chunking/growSlotTable.js";

/** The slot holding `hash` and `marker` in `table`, by the callers' probe (hash & mask, then the next slot), or -1. */
function probe(table: Int32Array, hash: number, marker: number): number {
  const mask = (table.length >> 2) - 1;
  for (let slot = hash & mask; table[(slot << 2) + 1] !== 0; slot = (slot + 1) & mask) {
    if (table[slot << 2] === hash && table[(slot << 2) + 1] === marker) return slot;
  }
  return -1;
}

describe("growSlotTable", () => {
  it("keeps every filled slot's four values, each found by the probe, in a table 4× as large", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 48 }), fc.integer({ min: 0, max: 4 }), (hashes, shift) => {
        const slots = 64 << shift;
        const old = new Int32Array(slots * 4);
        const mask = slots - 1;
        hashes.forEach((hash, n) => {
          let slot = hash & mask;
          while (old[(slot << 2) + 1] !== 0) slot = (slot + 1) & mask;
          old.set([hash, n + 1, n * 7, -n - 1], slot << 2);
        });
        const grown = growSlotTable(old);
        expect(grown.length).toBe(old.length * 4);
        let filled = 0;
        for (let s = 0; s < grown.length; s += 4) if (grown[s + 1] !== 0) filled++;
        expect(filled).toBe(hashes.length);
        hashes.forEach((hash, n) => {
          const slot = probe(grown, hash, n + 1);
          expect(slot).toBeGreaterThanOrEqual(0);
          expect([...grown.subarray(slot << 2, (slot << 2) + 4)]).toEqual([hash, n + 1, n * 7, -n - 1]);
        });
      }),
    );
  });
});
