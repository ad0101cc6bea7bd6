import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { globSync } from "tinyglobby";
import { describe, expect, it } from "vitest";
import { compactDocument, expandDocument } from "../../src/corpus/compactDocument.js";
import { lineTexts } from "../../src/corpus/lineOffsets.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { corporaDir, corpusMissing } from "./realCorpora.js";

const FRAGMENTS = [
  "# ", "## ", "Heading", "text ", "`code`", "*em*", "[link](u)", "{#id}", "```", "```js", "    ", "\t", "---", "title: x",
  "- ", "1. ", "> ", "| a | b |", "|---|---|", "<Tabs>", "</Tabs>", "<Badge />", "{x}", "import A from 'a'", "<!-- c -->",
  "{{< tabpane >}}", "\n", "\n", "\n", "\r\n", "\uFEFF", "&amp;", "[^1]", "[^1]: note", "[x]: http://x",
];

/** The document parsed, stored compactly against the file's lines, and rebuilt from them. */
function roundTrip(file: string, content: string): { parsed: ReturnType<typeof parseDocument>["document"]; rebuilt: ReturnType<typeof expandDocument> } {
  const parsed = parseDocument({ path: file, content }).document;
  const lines = lineTexts(content.charCodeAt(0) === 0xfeff ? content.slice(1) : content);
  const stored = JSON.parse(JSON.stringify(compactDocument(parsed, lines)));
  return { parsed, rebuilt: expandDocument(stored, file, lines) };
}

describe("compact documents (the prepared-document cache's form)", () => {
  it("rebuild exactly the parsed document, byte for byte as JSON, on generated Markdown and MDX", () => {
    fc.assert(
      fc.property(fc.constantFrom("d.md", "d.mdx"), fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }), (file, parts) => {
        const { parsed, rebuilt } = roundTrip(file, parts.join(""));
        expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(parsed));
      }),
      { numRuns: 500 },
    );
  });

  it("keep only the lines that differ from the file's", () => {
    const content = "# T\n\nplain line\n\n```\n  code\n```\n\nwith <!-- cut --> comment\n";
    const parsed = parseDocument({ path: "d.md", content }).document;
    const compact = compactDocument(parsed, lineTexts(content));
    const changed = compact.sections.flatMap((s) => s[4].flatMap((b) => b[4]));
    expect(changed).toEqual([[0, "with  comment"]]);
  });

  it("refuse to rebuild against lines that cannot be the file's (a shorter file)", () => {
    const content = "# T\n\none\n\ntwo\n";
    const parsed = parseDocument({ path: "d.md", content }).document;
    const compact = compactDocument(parsed, lineTexts(content));
    expect(expandDocument(compact, "d.md", ["# T"])).toBeNull();
    expect(expandDocument({ title: 1, sections: [] } as never, "d.md", [])).toBeNull();
  });

  it.skipIf(corpusMissing("astro-docs-en"))("rebuild every document of astro-docs-en (MDX) exactly", () => {
    const root = path.join(corporaDir, "astro-docs-en");
    const files = globSync(["**/*.md", "**/*.mdx"], { cwd: root, ignore: ["SOURCE.md"] }).sort();
    const differing = files.filter((file) => {
      const { parsed, rebuilt } = roundTrip(file, readFileSync(path.join(root, file), "utf8"));
      return JSON.stringify(rebuilt) !== JSON.stringify(parsed);
    });
    expect(files.length).toBeGreaterThan(100);
    expect(differing).toEqual([]);
  });
});
