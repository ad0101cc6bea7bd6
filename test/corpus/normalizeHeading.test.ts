import { describe, expect, it } from "vitest";
import { normalizeHeading } from "../../src/corpus/normalizeHeading.js";

describe("normalizeHeading", () => {
  it("ignores case, surrounding and repeated whitespace", () => {
    expect(normalizeHeading("  Damaged   Goods\t")).toBe("damaged goods");
    expect(normalizeHeading("DAMAGED\nGOODS")).toBe(normalizeHeading("damaged goods"));
  });

  it("strips inline markup characters", () => {
    expect(normalizeHeading("The *quick* __brown__ `fox()`")).toBe("the quick brown fox()");
  });

  it("strips {#id} anchors whole, including ids with markup characters", () => {
    expect(normalizeHeading("Receivers {#my_receivers}")).toBe("receivers");
    expect(normalizeHeading("A {#a} B")).toBe("a b");
  });

  it("keeps distinct headings distinct", () => {
    expect(normalizeHeading("Late returns")).not.toBe(normalizeHeading("Damaged goods"));
    expect(normalizeHeading("C#")).toBe("c#");
  });

  it("treats composed and decomposed accents alike", () => {
    expect(normalizeHeading("Cafe\u0301")).toBe(normalizeHeading("Caf\u00e9"));
  });

  it("is idempotent", () => {
    for (const text of ["  A *b*  {#c} ", "`x_y`", "", "Ünïcode  Ĥeading"]) {
      expect(normalizeHeading(normalizeHeading(text))).toBe(normalizeHeading(text));
    }
  });
});
