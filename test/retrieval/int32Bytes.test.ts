import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { int32Bytes, readInt32s } from "../../src/retrieval/int32Bytes.js";

describe("int32Bytes and readInt32s", () => {
  it("read back the integers written, at any offset, aligned or not", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })), fc.nat(7), (values, offset) => {
        const written = int32Bytes(Int32Array.from(values));
        const bytes = new Uint8Array(offset + written.length);
        bytes.set(written, offset);
        expect([...readInt32s(bytes, offset, values.length)]).toEqual(values);
      }),
    );
  });

  it("gives the integers' own bytes, not a copy", () => {
    const values = Int32Array.from([1, 2, 3]).subarray(1);
    const bytes = int32Bytes(values);
    expect(bytes.length).toBe(8);
    values[0] = 7;
    expect(readInt32s(bytes, 0, 1)[0]).toBe(7);
  });
});
