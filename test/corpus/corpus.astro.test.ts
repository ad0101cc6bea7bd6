import { describe, expect, it } from "vitest";
import { corpusMissing, parseCorpus, proseLines } from "./realCorpora.js";

describe.skipIf(corpusMissing("astro-docs-en"))("real corpus: astro-docs-en (MDX)", () => {
  const run = parseCorpus("astro-docs-en", "**/*.mdx");

  it("parses all 420 files without throwing or broken invariants, with very few MDX fallbacks", () => {
    const fallbacks = run.warnings.filter((w) => w.includes("not valid MDX"));
    console.log(`[astro-docs-en] ${run.documents.length} files, ${(run.bytes / 1e6).toFixed(1)} MB parsed in ${run.parseMs.toFixed(0)} ms, ${fallbacks.length} MDX fallbacks`);
    expect(run.documents).toHaveLength(420);
    expect(run.broken).toEqual([]);
    expect(fallbacks.length).toBeLessThanOrEqual(4);
  });

  it("indexes no import/export lines outside code blocks", () => {
    const esm = proseLines(run.documents).filter((l) => /^(import|export) /.test(l.text));
    expect(esm.map((l) => `${l.path}:${l.line}: ${l.text}`)).toEqual([]);
  });

  it("indexes no JSX tag lines and no ::: callout markers outside code blocks", () => {
    const markup = proseLines(run.documents).filter((l) => /^\s*(<\/?[A-Z][\w.]*[\s/>]|<\/?[A-Z][\w.]*$|:::)/.test(l.text));
    expect(markup.map((l) => `${l.path}:${l.line}: ${l.text}`)).toEqual([]);
  });

  it("strips {#id} anchors and finds headings inside components", () => {
    const headings = run.documents.flatMap((d) => d.sections.flatMap((s) => s.headingPath));
    expect(headings.filter((h) => h.includes("{#"))).toEqual([]);
    expect(run.documents.reduce((n, d) => n + d.sections.filter((s) => s.headingLine !== null).length, 0)).toBeGreaterThan(3000);
  });
});
