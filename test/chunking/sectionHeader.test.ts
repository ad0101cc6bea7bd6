import { describe, expect, it } from "vitest";
import { contextHeader } from "../../src/chunking/prepareDocument.js";
import { SectionHeader } from "../../src/chunking/sectionHeader.js";

describe("SectionHeader", () => {
  it("reads the same text as the joined context header, with the counts it was given", () => {
    for (const [title, path] of [
      ["Guide", ["Guide", "Install"]],
      ["Guide", ["Setup", "Linux"]],
      ["", []],
      ["Only", []],
    ] as const) {
      const header = new SectionHeader(title, path, 3, 5);
      expect(header.text).toBe(contextHeader(title, path));
      expect([header.words, header.tokens]).toEqual([3, 5]);
    }
    expect(new SectionHeader("Guide", ["Guide", "Install"], 0, 0).text).toBe("Guide > Install");
  });
});
