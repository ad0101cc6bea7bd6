import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { brokenInvariants } from "./invariants.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";

// Pieces of real-world Markdown/MDX that stress the parser and the line bookkeeping when glued
// together in random order: fences, front matter, setext underlines, JSX, expressions, comments,
// shortcodes, callouts, containers, tables, BOMs and every line ending.
const FRAGMENTS = [
  "# ", "## ", "###### ", "####### ", "Heading", "text", "word ", "`code`", "*em*", "**strong**", "[link](u)", "{#id}",
  "```", "```js", "~~~", "    ", "  ", "\t", "---", "+++", "===", "title: x", "- ", "* ", "1. ", "> ", ">", "| a | b |", "|---|---|",
  "<Tabs>", "</Tabs>", "<Aside type=\"note\">", "</Aside>", "<Badge />", "<b>", "</b>", "{", "}", "{/* c */}", "import A from 'a'",
  "export const x = 1", "<!--", "-->", "<div>", "</div>", "{{< tabpane >}}", "{{% tab Go %}}", ":::note", ":::tip[T]", ":::",
  "\n", "\n", "\n", "\n", "\r\n", "\r\n", "\r", "\uFEFF", "\\", "&amp;", "[^1]", "[^1]: note", "[x]: http://x",
];

const markdownish = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }).map((parts) => parts.join(""));
const paths = fc.constantFrom("doc.md", "doc.mdx", "doc.markdown", "notes.txt");

function check(path: string, content: string): void {
  let result: ReturnType<typeof parseDocument> | undefined;
  expect(() => {
    result = parseDocument({ path, content });
  }).not.toThrow();
  if (!result) return;
  expect(brokenInvariants(result.document, content)).toEqual([]);
  expect(parseDocument({ path, content })).toEqual(result);
}

describe("parseDocument properties", () => {
  it("never throws and keeps its invariants on random strings", () => {
    fc.assert(
      fc.property(paths, fc.string({ unit: "binary", maxLength: 200 }), (path, content) => check(path, content)),
      { numRuns: fuzzRuns(300) },
    );
  });

  it("never throws and keeps its invariants on random Markdown-ish strings", () => {
    fc.assert(
      fc.property(paths, markdownish, (path, content) => check(path, content)),
      { numRuns: fuzzRuns(1500) },
    );
  });

  it("indexes every non-blank line of simple prose documents exactly once, headings aside", () => {
    const line = fc.constantFrom("plain words", "- item", "  - nested item", "1. step", "> quoted", "# Title", "## Sub", "");
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom("\n", "\r\n"), (lines, eol) => {
        const { document } = parseDocument({ path: "p.md", content: lines.join(eol) });
        const covered = document.sections.flatMap((s) => s.blocks.flatMap((b) => b.lines.map((_, i) => b.startLine + i)));
        const headings = new Set(document.sections.map((s) => s.headingLine));
        const contentLines = lines.map((l, i) => i + 1).filter((n) => lines[n - 1] !== "" && !headings.has(n));
        expect(covered).toEqual(contentLines);
      }),
      { numRuns: fuzzRuns(500) },
    );
  });
});
