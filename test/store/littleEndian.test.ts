import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { int32sToBytes, readInt32s } from "../../src/store/littleEndian.js";

const int32 = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });

// the little-endian encoding, written value by value
function expected(values: readonly number[]): number[] {
  const view = new DataView(new ArrayBuffer(4 * values.length));
  values.forEach((value, i) => view.setInt32(4 * i, value, true));
  return [...new Uint8Array(view.buffer)];
}

describe("int32sToBytes and readInt32s", () => {
  it("write little-endian bytes on either path, whatever the machine's order", () => {
    fc.assert(
      fc.property(fc.array(int32), fc.boolean(), (values, native) => {
        // the native path is only right on a little-endian machine; the other is right everywhere
        if (native && new Uint8Array(Uint16Array.of(1).buffer)[0] !== 1) return;
        expect([...int32sToBytes(Int32Array.from(values), native)]).toEqual(expected(values));
      }),
    );
    expect([...int32sToBytes(Int32Array.of(1, -2), false)]).toEqual([1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff]);
    expect([...int32sToBytes(Uint32Array.of(0xfffffffe), false)]).toEqual([0xfe, 0xff, 0xff, 0xff]);
  });

  it("read back the integers written, at any offset, aligned or not, on either path", () => {
    fc.assert(
      fc.property(fc.array(int32), fc.nat(7), fc.boolean(), (values, offset, native) => {
        if (native && new Uint8Array(Uint16Array.of(1).buffer)[0] !== 1) return;
        const bytes = new Uint8Array(offset + 4 * values.length);
        bytes.set(expected(values), offset);
        expect([...readInt32s(bytes, offset, values.length, native)]).toEqual(values);
      }),
    );
  });
});
