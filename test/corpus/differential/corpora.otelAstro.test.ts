import { describe, expect, it } from "vitest";
import { corpusMissing } from "../realCorpora.js";
import { corpusDisagreements } from "./compareParsers.js";

// The block parser must read every real file exactly as the micromark pipeline did: same titles,
// sections, blocks (kinds, line ranges, indexed text) and warnings.
describe("block parser against micromark, file by file", () => {
  it.skipIf(corpusMissing("otel-docs"))("agrees on every file of otel-docs (Hugo: shortcodes, anchors, front matter)", () => {
    const { files, differing } = corpusDisagreements("otel-docs", "**/*.md");
    expect(files).toBe(441);
    expect(differing).toEqual([]);
  }, 300_000);

  it.skipIf(corpusMissing("astro-docs-en"))("agrees on every file of astro-docs-en (MDX: JSX, expressions, import/export)", () => {
    const { files, differing } = corpusDisagreements("astro-docs-en", "**/*.mdx");
    expect(files).toBe(420);
    expect(differing).toEqual([]);
  }, 300_000);
});
