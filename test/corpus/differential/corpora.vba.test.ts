import { describe, expect, it } from "vitest";
import { corpusMissing } from "../realCorpora.js";
import { corpusDisagreements } from "./compareParsers.js";

describe("block parser against micromark, file by file", () => {
  // All 11,612 files, the 2 MB api/TOC.md included. micromark needs a minute or two for them; its
  // results are remembered in .chunkgate/oracle-cache, so later runs take seconds.
  it.skipIf(corpusMissing("vba-docs"))("agrees on every file of vba-docs (CRLF, thousands of reference pages, a 2 MB TOC)", () => {
    const { files, differing } = corpusDisagreements("vba-docs", "**/*.md");
    expect(files).toBe(11612);
    expect(differing).toEqual([]);
  }, 600_000);
});
