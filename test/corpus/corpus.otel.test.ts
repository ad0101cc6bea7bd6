import { describe, expect, it } from "vitest";
import { corpusMissing, parseCorpus, proseLines } from "./realCorpora.js";

describe.skipIf(corpusMissing("otel-docs"))("real corpus: otel-docs (Hugo)", () => {
  const run = parseCorpus("otel-docs", "**/*.md");

  it("parses all 441 files without throwing, warnings or broken invariants", () => {
    console.log(`[otel-docs] ${run.documents.length} files, ${(run.bytes / 1e6).toFixed(1)} MB parsed in ${run.parseMs.toFixed(0)} ms, ${run.warnings.length} warnings`);
    expect(run.documents).toHaveLength(441);
    expect(run.broken).toEqual([]);
    expect(run.warnings).toEqual([]);
  });

  it("finds exactly the 2,869 real headings SOURCE.md counts (none from code fences or front matter)", () => {
    expect(run.documents.reduce((n, d) => n + d.sections.filter((s) => s.headingLine !== null).length, 0)).toBe(2869);
  });

  it("strips {#id} anchors from every heading and front matter titles win", () => {
    const withAnchor = run.documents.flatMap((d) => d.sections.flatMap((s) => s.headingPath)).filter((h) => h.includes("{#"));
    expect(withAnchor).toEqual([]);
    // The only files without a front matter title and without an H1 are the 16 untitled `_includes` fragments.
    const untitled = run.documents.filter((d) => d.title === d.path.split("/").pop()?.replace(/\.md$/, ""));
    expect(untitled.every((d) => d.path.includes("/_includes/"))).toBe(true);
  });

  it("leaves no Hugo shortcode or HTML comment in indexed prose", () => {
    const leftovers = proseLines(run.documents).filter((l) => /\{\{[<%]|<!--/.test(l.text));
    expect(leftovers.map((l) => `${l.path}:${l.line}: ${l.text}`)).toEqual([]);
  });
});
