import { describe, expect, it } from "vitest";
import { corpusMissing, parseCorpus } from "./realCorpora.js";

describe.skipIf(corpusMissing("vba-docs"))("real corpus: vba-docs (large, CRLF)", () => {
  // An even sample of 300 of the 11,612 files keeps the run short; the 2 MB api/TOC.md alone takes
  // ~10 s in micromark and is not in the sample.
  const run = parseCorpus("vba-docs", "**/*.md", 300);

  it("parses a 300-file sample without throwing, warnings or broken invariants", () => {
    console.log(`[vba-docs] ${run.documents.length} sampled files, ${(run.bytes / 1e6).toFixed(1)} MB parsed in ${run.parseMs.toFixed(0)} ms, ${run.warnings.length} warnings`);
    expect(run.documents).toHaveLength(300);
    expect(run.broken).toEqual([]);
    expect(run.warnings).toEqual([]);
  });

  it("has no anchors in headings and a title for every file", () => {
    expect(run.documents.flatMap((d) => d.sections.flatMap((s) => s.headingPath)).filter((h) => h.includes("{#"))).toEqual([]);
    expect(run.documents.every((d) => d.title.trim() !== "")).toBe(true);
  });
});
