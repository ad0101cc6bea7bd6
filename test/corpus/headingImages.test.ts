import { describe, expect, it } from "vitest";
import { chunkCorpus, prepareCorpus, strategyNames } from "../../src/chunking/index.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";

const PAGE = [
  "# ![ACME](logo.png) Widget guide",
  "",
  "Intro.",
  "",
  "## Setup with ![the *Pro* console](c.png \"title\") and ![][ref]",
  "",
  "Steps.",
  "",
  "Setext ![Alt words](x.png)",
  "---",
  "",
  "Body.",
  "",
  "[ref]: r.png",
  "",
].join("\n");

describe("image alt text in headings", () => {
  it("is kept as the heading's text, nested markup dropped, title and URL not", () => {
    const { document } = parseDocument({ path: "docs/guide.md", content: PAGE });
    expect(document.title).toBe("ACME Widget guide");
    expect(document.sections.map((s) => s.headingPath)).toEqual([
      ["ACME Widget guide"],
      ["ACME Widget guide", "Setup with the Pro console and"],
      ["ACME Widget guide", "Setext Alt words"],
    ]);
  });

  it("reaches every chunking strategy through the heading path", async () => {
    const { document } = parseDocument({ path: "docs/guide.md", content: PAGE });
    const prepared = await prepareCorpus([document], "o200k_base", { measuring: true });
    expect(strategyNames().length).toBeGreaterThanOrEqual(4);
    for (const strategy of strategyNames()) {
      const chunks = await chunkCorpus(prepared, { strategy, unit: "words", size: 50, overlap: 0, contextHeader: true, tokenizer: "o200k_base" });
      expect({ strategy, alt: chunks.some((c) => c.embedText.includes("ACME")) }).toEqual({ strategy, alt: true });
    }
  });
});
