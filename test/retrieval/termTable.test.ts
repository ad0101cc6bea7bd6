import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ByteReader, ByteWriter } from "../../src/store/byteCodec.js";
import { encodeTermTable, readTermTable, TableTerms, termHash } from "../../src/retrieval/termTable.js";

/** FNV-1a (32 bits) of `bytes`, byte by byte: the oracle termHash must equal. */
function bytesHash(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const byte of bytes) h = Math.imul(h ^ byte, 0x01000193);
  return h >>> 0;
}

/** `names` written as a table and read back (null when it does not read). */
function roundTrip(names: readonly string[]) {
  const out = new ByteWriter();
  encodeTermTable(out, names);
  const bytes = out.bytes();
  const reader = new ByteReader(bytes);
  const table = readTermTable(reader);
  return { table, bytes, read: reader.position };
}

// any Unicode scalar value (no surrogate halves)
const scalar = fc.integer({ min: 0, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff).map((c) => String.fromCodePoint(c));
// term-like names: no spaces, distinct, any Unicode (analysis keeps letters of every script)
const names = fc.uniqueArray(fc.string({ unit: fc.oneof(fc.constantFrom("a", "b", "é", "ß", "日", "😀", "-", "."), scalar), maxLength: 6 }).filter((s) => !s.includes(" ")), { maxLength: 60 });

describe("termHash", () => {
  it("is 32-bit FNV-1a of the UTF-8 bytes", () => {
    // the published FNV-1a test vectors
    expect([termHash(""), termHash("a"), termHash("foobar")]).toEqual([0x811c9dc5, 0xe40c292c, 0xbf9cf968]);
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(scalar, fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c))) }), (s) => {
        expect(termHash(s)).toBe(bytesHash(Buffer.from(s, "utf8")));
      }),
      { numRuns: 200 },
    );
  });
});

describe("encodeTermTable / readTermTable", () => {
  it("finds every name at its number and nothing else, reading exactly the bytes written", () => {
    fc.assert(
      fc.property(names, fc.array(fc.string({ maxLength: 4 }), { maxLength: 20 }), (terms, others) => {
        const { table, bytes, read } = roundTrip(terms);
        expect(table).not.toBeNull();
        expect(read).toBe(bytes.length);
        expect(table!.size).toBe(terms.length);
        expect(table!.names()).toEqual(terms);
        terms.forEach((term, t) => {
          expect(table!.numberOf(term)).toBe(t);
          expect(table!.name(t)).toBe(term);
        });
        for (const other of others) expect(table!.numberOf(other)).toBe(terms.indexOf(other));
      }),
      { numRuns: 300 },
    );
  });

  it("reads an empty table, and a table of one empty name", () => {
    const empty = roundTrip([]).table!;
    expect([empty.size, empty.names(), empty.numberOf(""), empty.numberOf("a")]).toEqual([0, [], -1, -1]);
    const one = roundTrip([""]).table!;
    expect([one.size, one.names(), one.numberOf(""), one.numberOf("a"), one.name(0)]).toEqual([1, [""], 0, -1, ""]);
  });

  it("reads an altered table only as one whose every lookup ends and finds a term only by its own name, and never throws", () => {
    const { bytes } = roundTrip(["alpha", "beta", "gamma", "delta", "größe"]);
    let refused = 0;
    for (let at = 0; at < bytes.length; at++) {
      for (const value of [0, 1, 2, 0x20, 0x7f, 0x80, 0xff]) {
        if (bytes[at] === value) continue;
        const altered = Uint8Array.from(bytes);
        altered[at] = value;
        const table = readTermTable(new ByteReader(altered));
        if (table === null) {
          refused++;
          continue;
        }
        expect(table.names()).toHaveLength(table.size);
        for (const term of [...table.names(), "alpha", "beta", "x", ""]) {
          const t = table.numberOf(term);
          if (t >= 0) expect(table.name(t)).toBe(term);
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    // a slot emptied, or a name end moved off its space: refused
    const slotsAt = bytes.length - 4 * 16;
    const firstFilled = [...Array(16).keys()].find((i) => bytes[slotsAt + 4 * i] !== 0)!;
    const emptied = Uint8Array.from(bytes);
    emptied[slotsAt + 4 * firstFilled] = 0;
    expect(readTermTable(new ByteReader(emptied))).toBeNull();
    const endsAt = slotsAt - 1 - 4 * 5;
    const moved = Uint8Array.from(bytes);
    moved[endsAt]! += 1;
    expect(readTermTable(new ByteReader(moved))).toBeNull();
  });
});

describe("TableTerms", () => {
  it("numbers as a Map filled with the table's names and then the new ones does, and iterates in that order", () => {
    fc.assert(
      fc.property(names, fc.array(fc.string({ maxLength: 3 }), { maxLength: 30 }), (base, later) => {
        const terms = new TableTerms(roundTrip(base).table!);
        const map = new Map(base.map((name, t) => [name, t]));
        for (const term of later) {
          if (!map.has(term)) map.set(term, map.size);
          expect(terms.number(term)).toBe(map.get(term));
        }
        expect([...terms]).toEqual([...map]);
        expect(terms.size).toBe(map.size);
        expect(terms.names()).toEqual([...map.keys()]);
        expect(terms.get("\u0000none")).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});
