import { describe, expect, it } from "vitest";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import type { Block, Document, Section } from "../../src/corpus/types.js";
import { brokenInvariants } from "./invariants.js";

function parse(content: string, path = "docs/page.md"): { document: Document; warnings: string[] } {
  const result = parseDocument({ path, content });
  expect(brokenInvariants(result.document, content)).toEqual([]);
  return result;
}

function doc(content: string, path = "docs/page.md"): Document {
  return parse(content, path).document;
}

function paths(document: Document): string[][] {
  return document.sections.map((s) => s.headingPath);
}

function section(document: Document, ...headingPath: string[]): Section {
  const found = document.sections.find((s) => JSON.stringify(s.headingPath) === JSON.stringify(headingPath));
  if (!found) throw new Error(`no section ${JSON.stringify(headingPath)} in ${JSON.stringify(paths(document))}`);
  return found;
}

/** Every indexed line as `n: text`, in order — the shape a reviewer can read at a glance. */
function indexed(document: Document): string[] {
  return document.sections.flatMap((s) => s.blocks.flatMap((b) => b.lines.map((text, i) => `${b.startLine + i}: ${text}`)));
}

function blocks(document: Document): Block[] {
  return document.sections.flatMap((s) => s.blocks);
}

describe("parseDocument: headings", () => {
  it("does not treat # lines inside fenced code as headings, and keeps the code lines without fences", () => {
    const d = doc(["# Guide", "", "```bash", "# install it", "npm i", "```", "", "~~~", "## also code", "~~~", "", "After."].join("\n"));
    expect(paths(d)).toEqual([["Guide"]]);
    const code = blocks(d).filter((b) => b.kind === "code");
    expect(code.map((b) => [b.startLine, b.endLine, b.lines])).toEqual([
      [4, 5, ["# install it", "npm i"]],
      [9, 9, ["## also code"]],
    ]);
    expect(indexed(d).join("\n")).not.toContain("bash");
    expect(indexed(d).join("\n")).not.toContain("```");
  });

  it("does not treat # lines inside front matter as headings, and does not index front matter", () => {
    const d = doc(["---", "title: Setup", "# a YAML comment", "weight: 3", "---", "", "Intro text.", "", "## Step"].join("\n"));
    expect(paths(d)).toEqual([[], ["Step"]]);
    expect(indexed(d)).toEqual(["7: Intro text."]);
    expect(d.title).toBe("Setup");
  });

  it("splits at setext headings; the heading line is the first text line", () => {
    const d = doc(["Main", "title", "=====", "", "Body one.", "", "Sub", "---", "Body two."].join("\n"));
    expect(paths(d)).toEqual([["Main title"], ["Main title", "Sub"]]);
    expect(d.sections.map((s) => [s.headingLine, s.startLine, s.endLine])).toEqual([
      [1, 1, 6],
      [7, 7, 9],
    ]);
    expect(indexed(d)).toEqual(["5: Body one.", "9: Body two."]);
  });

  it("removes Hugo {#id} anchors from heading text", () => {
    const d = doc(["# Collector {#collector}", "", "## Receivers <img src=\"r.svg\"> {#receivers}", "", "x"].join("\n"));
    expect(paths(d)).toEqual([["Collector"], ["Collector", "Receivers"]]);
    expect(d.title).toBe("Collector");
  });

  it("keeps the text of inline markup in headings and drops the markup", () => {
    const d = doc("## The *quick* __brown__ [fox](https://x.test) jumps `over()`  the\tdog\n");
    expect(paths(d)).toEqual([["The quick brown fox jumps over() the dog"]]);
  });

  it("nests heading paths by level, also when levels are skipped", () => {
    const d = doc(["# A", "### A.c", "#### A.c.d", "## B", "###### B.f", "# C", "### C.c"].join("\n"));
    expect(paths(d)).toEqual([["A"], ["A", "A.c"], ["A", "A.c", "A.c.d"], ["A", "B"], ["A", "B", "B.f"], ["C"], ["C", "C.c"]]);
  });

  it("ends each section on the line before the next heading, the last one on the last line", () => {
    const d = doc(["intro", "", "# One", "text", "", "## Two", "", "more", "", ""].join("\n"));
    expect(d.lineCount).toBe(9);
    expect(d.sections.map((s) => [s.headingPath.join(">"), s.startLine, s.endLine])).toEqual([
      ["", 1, 2],
      ["One", 3, 5],
      ["One>Two", 6, 9],
    ]);
  });

  it("keeps heading-only sections and omits an empty preamble", () => {
    const d = doc(["---", "title: T", "---", "", "# One", "## Two", "text"].join("\n"));
    expect(paths(d)).toEqual([["One"], ["One", "Two"]]);
    expect(section(d, "One").blocks).toEqual([]);
  });
});

describe("parseDocument: blocks", () => {
  it("keeps tables and code as atomic blocks and paragraphs as non-atomic", () => {
    const d = doc(["# T", "", "Para line one", "line two", "", "| a | b |", "|---|---|", "| 1 | 2 |", "", "    indented code", "    more"].join("\n"));
    expect(blocks(d).map((b) => [b.kind, b.atomic, b.startLine, b.endLine])).toEqual([
      ["paragraph", false, 3, 4],
      ["table", true, 6, 8],
      ["code", true, 10, 11],
    ]);
    expect(blocks(d)[2]?.lines).toEqual(["indented code", "more"]);
  });

  it("makes every list item its own block: nested items separate, item code atomic, each line once", () => {
    const content = ["- first", "  continued", "  - nested a", "  - nested b", "", "  after nested", "", "  ```js", "  let x = 1;", "  ```", "- second", "1. ordered"].join("\n");
    const d = doc(content);
    expect(blocks(d).map((b) => [b.kind, b.startLine, b.endLine, b.lines])).toEqual([
      ["list-item", 1, 2, ["- first", "  continued"]],
      ["list-item", 3, 3, ["  - nested a"]],
      ["list-item", 4, 4, ["  - nested b"]],
      ["list-item", 6, 6, ["  after nested"]],
      ["code", 9, 9, ["let x = 1;"]],
      ["list-item", 11, 11, ["- second"]],
      ["list-item", 12, 12, ["1. ordered"]],
    ]);
  });

  it("ends an unclosed fence inside a list item where the item ends, not on the next item's line", () => {
    const d = doc(["- ```", "  code a", "", "  code b", "- next item"].join("\n"));
    expect(blocks(d).map((b) => [b.kind, b.startLine, b.endLine, b.lines])).toEqual([
      ["code", 2, 4, ["code a", "", "code b"]],
      ["list-item", 5, 5, ["- next item"]],
    ]);
  });

  it("puts every content line in exactly one block and no blank line in any", () => {
    const lines = ["# H", "", "p1", "p1b", "", "> quote", "> quote2", "", "- li", "", "| x |", "|---|", "| y |", "", "<div>html</div>", "", "[ref]: https://r.test", "", "tail"];
    const d = doc(lines.join("\n"));
    const covered = indexed(d).map((entry) => Number(entry.split(":")[0]));
    const expected = lines.map((l, i) => (l === "" || l.startsWith("# ") ? -1 : i + 1)).filter((n) => n > 0);
    expect(covered).toEqual(expected);
    expect(blocks(d).map((b) => b.kind)).toEqual(["paragraph", "blockquote", "list-item", "table", "html", "other", "paragraph"]);
  });

  it("removes HTML comments, inline and multi-line, and drops comment-only blocks", () => {
    const d = doc(["Before <!-- hidden --> after", "", "<!--", "a whole", "comment", "-->", "", "<div>", "<!-- note -->", "kept", "</div>"].join("\n"));
    expect(indexed(d)).toEqual(["1: Before  after", "8: <div>", "9: ", "10: kept", "11: </div>"]);
  });

  it("removes Hugo shortcodes from prose, drops lines they empty, keeps them in code", () => {
    const content = ["{{< tabpane text=true >}}", "{{% tab Go %}}", "", "Version {{% param vers %}} is used.", "", "```yaml", "image: otel:{{% param vers %}}", "```", "", "{{% /tab %}}", "{{< /tabpane >}}"].join("\n");
    const d = doc(content);
    expect(indexed(d)).toEqual(["4: Version  is used.", "7: image: otel:{{% param vers %}}"]);
  });

  it("removes multi-line shortcode calls, and a stray opener does not swallow the text after it", () => {
    const content = ["{{% config_option", 'name="otel.x.enabled"', "default=true", "%}} Enables X. {{% /config_option %}}", "", "Keep {{< unclosed", "this text {{% b %}} too."].join("\n");
    expect(indexed(doc(content))).toEqual(["4:  Enables X.", "6: Keep {{< unclosed", "7: this text  too."]);
  });

  it("drops Astro :::note / :::tip[Title] marker lines and keeps the callout content", () => {
    const d = doc(["# T", "", ":::tip[Use the CLI]", "Run `astro add`.", ":::", "", ":::note", "Plain note.", "", "Second paragraph.", ":::"].join("\n"), "a.mdx");
    expect(indexed(d)).toEqual(["4: Run `astro add`.", "8: Plain note.", "10: Second paragraph."]);
  });

  it("handles CRLF and a BOM with line numbers as stored", () => {
    const content = "\uFEFF---\r\ntitle: Crlf\r\n---\r\n\r\n# One\r\n\r\nText one\r\ntext two\r\n\r\n```\r\n# code\r\n```\r\n## Two\r\n";
    const d = doc(content);
    expect(d.lineCount).toBe(13);
    expect(d.title).toBe("Crlf");
    expect(d.sections.map((s) => [s.headingPath.join(">"), s.startLine, s.endLine])).toEqual([
      ["One", 5, 12],
      ["One>Two", 13, 13],
    ]);
    expect(indexed(d)).toEqual(["7: Text one", "8: text two", "11: # code"]);
    expect(indexed(d).join("")).not.toContain("\r");
  });

  it("treats a lone CR as a line ending, as the parser does", () => {
    const d = doc("# A\rtext\r# B\rmore");
    expect(d.sections.map((s) => [s.headingPath.at(-1), s.startLine, s.endLine])).toEqual([
      ["A", 1, 2],
      ["B", 3, 4],
    ]);
  });

  it("returns no sections for an empty file and uses the file name as title", () => {
    const d = doc("", "docs/Empty.Page.md");
    expect(d).toEqual({ path: "docs/Empty.Page.md", title: "Empty.Page", sections: [], lineCount: 0 });
  });
});

describe("parseDocument: MDX", () => {
  const mdx = [
    "---",
    "title: Editor setup",
    "---",
    "",
    "import Tabs from '~/components/Tabs.astro'",
    "import {",
    "  Steps,",
    "} from '@astrojs/starlight/components';",
    "export const meta = { a: 1 };",
    "",
    "Intro with <Badge text=\"new\" /> and <Code>inline child</Code> text.",
    "",
    "{/* a flow comment */}",
    "",
    "<Tabs>",
    "  <TabItem label=\"npm\">",
    "  ## Inside tabs",
    "",
    "  Tab text {1 + 1} here.",
    "  </TabItem>",
    "</Tabs>",
    "",
    "<Aside",
    "  type=\"note\"",
    ">",
    "Aside child text.",
    "</Aside>",
  ].join("\n");

  it("excludes import/export, flow expressions and JSX tag lines, keeps children text", () => {
    const { document: d, warnings } = parse(mdx, "guide.mdx");
    expect(warnings).toEqual([]);
    expect(indexed(d)).toEqual(["11: Intro with  and inline child text.", "19:   Tab text  here.", "26: Aside child text."]);
  });

  it("splits at headings inside JSX components", () => {
    const d = doc(mdx, "guide.mdx");
    expect(paths(d)).toEqual([[], ["Inside tabs"]]);
    expect(section(d, "Inside tabs").startLine).toBe(17);
    expect(d.title).toBe("Editor setup");
  });

  it("uses MDX syntax only for .mdx files", () => {
    const d = doc("import x from 'y'\n\n<Tabs>\n\ntext\n", "page.md");
    expect(indexed(d)).toEqual(["1: import x from 'y'", "3: <Tabs>", "5: text"]);
  });

  it("falls back to plain Markdown on invalid MDX, with a warning naming file and line", () => {
    const content = ["import A from 'a'", "", "# Title", "", "Text <!-- an HTML comment is invalid MDX --> more.", "", "## Next {#next}", "", "Body."].join("\n");
    const { document: d, warnings } = parse(content, "docs/broken.mdx");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^docs\/broken\.mdx:5:\d+: not valid MDX \(.+\); parsed as plain Markdown/);
    expect(paths(d)).toEqual([["Title"], ["Title", "Next"]]);
    expect(indexed(d)).toEqual(["5: Text  more.", "9: Body."]);
  });
});

describe("parseDocument: title", () => {
  it("prefers front matter title, then the first H1, then the first heading, then the file name", () => {
    expect(doc("---\ntitle: From FM\n---\n# From H1\n").title).toBe("From FM");
    expect(doc("## Not H1\n\n# From *H1* {#h1}\n\n# Second H1\n").title).toBe("From H1");
    expect(doc("---\ndescription: no title\n---\n## Only H2\n\n### Below\n", "a/b/setup-guide.md").title).toBe("Only H2");
    expect(doc("Intro text.\n\n### *Deep* first {#deep}\n\n## Then H2\n", "a/b/setup-guide.md").title).toBe("Deep first");
    expect(doc("---\ndescription: no title\n---\nNo heading at all.\n", "a/b/setup-guide.md").title).toBe("setup-guide");
    expect(doc("+++\ntitle = \"Toml title\"\n+++\n# H1\n").title).toBe("Toml title");
    expect(doc("---\ntitle: 2024\n---\n").title).toBe("2024");
  });

  it("tolerates bad front matter: warns with file and line, falls back to the H1", () => {
    const { document: d, warnings } = parse(["---", "title: ok", "weight: [1, 2", "---", "# Heading title", "text"].join("\n"), "x/bad.md");
    expect(d.title).toBe("Heading title");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^x\/bad\.md:\d+: front matter is not valid YAML/);
    expect(indexed(d)).toEqual(["6: text"]);
  });
});

describe("parseDocument: determinism", () => {
  it("returns equal results for equal input", () => {
    const content = "# A\n\n- x\n- y\n\n```\ncode\n```\n";
    expect(parseDocument({ path: "a.md", content })).toEqual(parseDocument({ path: "a.md", content }));
  });
});
