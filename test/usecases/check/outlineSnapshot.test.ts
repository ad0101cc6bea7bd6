import { describe, expect, it } from "vitest";
import { decodeOutlineSnapshot, encodeOutlineSnapshot, outlineRecord } from "../../../src/usecases/check/outlineSnapshot.js";

describe("outline snapshot", () => {
  it("gives each key's outline back, and -1 for a key it does not hold", () => {
    const outline = (n: number) => ({ title: `T${n}`, lineCount: n, warnings: n % 2 === 0 ? [] : [`w${n}`] });
    const docs = ["docs/b.md\u0000x", "docs/a.md\u0000y", "docs/c.md\u0000z"].map((key, n) => ({ key, record: outlineRecord(outline(n)) }));
    const snapshot = decodeOutlineSnapshot(encodeOutlineSnapshot(docs, "e1"))!;
    expect(snapshot.epoch).toBe("e1");
    docs.forEach((doc, n) => expect(snapshot.outline(snapshot.indexOf(doc.key))).toEqual(outline(n)));
    expect(snapshot.indexOf("docs/d.md\u0000w")).toBe(-1);
    expect(decodeOutlineSnapshot(encodeOutlineSnapshot([docs[0]!, docs[0]!], "e1"))).toBeNull();
  });
});
