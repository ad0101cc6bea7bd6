import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { disagreement } from "./compareParsers.js";

// Documents built from pieces that stress block structure: every container marker and indentation
// CommonMark distinguishes (tabs included), fences, HTML of each kind, tables, definitions,
// footnotes, front matter, setext underlines, and for MDX, JSX tags, expressions and ESM. Joined
// line by line, they reach the interactions (laziness, interruption, nesting) real files rarely do.
const INDENT = ["", "", "", " ", "  ", "   ", "    ", "     ", "\t", " \t", "      ", "        "];
const MARKER = ["", "", "", "> ", ">", "- ", "* ", "+ ", "1. ", "2) ", "10. ", "-   ", "-     ", "-\t", ">\t", "> > ", "- > ", "> - ", "[^a]: ", "[^b]:"];
const CONTENT = [
  "", "", "text", "more words here", "# Head", "## Sub #", "#nope", "Setext", "===", "---", "- - -", "***", "___", "```", "```js", "~~~", "````", "``` a`b",
  "<div>", "</div>", "<span>", "<span a=\"b\">", "<!-- c", "-->", "<!-- c -->", "<?x", "?>", "<!X", "<![CDATA[", "]]>", "<pre>", "</pre>", "<script>", "</script>",
  "| a | b |", "|---|---|", "a | b", "-|-", ":-", "| x |", "[a]: /u", "[a]: /u 'title'", "[a]:", "/u", "\"t\"", "[a]", "[^a]", "*x*", "**y**", "_z_", "`c`", "\\", "&amp;", "x  ",
  "{{< sc >}}", ":::note", ":::", "[l](u)", "![i](u)", "<http://x.y>", "foo <!-- c --> bar", "https://x.com/_a_",
];
const MDX_CONTENT = ["<Tabs>", "</Tabs>", "<Aside type=\"note\">", "</Aside>", "<B />", "<b>x</b>", "{x}", "{", "}", "{/* c */}", "import A from 'a'", "export const a = 1", "<A\n  b=\"c\">"];
const FRAGMENTS = [
  "# ", "## ", "###### ", "####### ", "Heading", "text", "word ", "`code`", "``", "*em*", "**strong**", "_u_", "~~del~~", "~", "[link](u)", "[ref]", "[ref]: /url", "{#id}",
  "```", "```js", "~~~", "    ", "  ", "\t", "---", "+++", "===", "***", "title: x", "- ", "* ", "1. ", "> ", ">", "| a | b |", "|---|---|",
  "<div>", "</div>", "<!--", "-->", "<!-- c -->", "{{< tabpane >}}", ":::note", ":::", "\n", "\n", "\n", "\n", "\r\n", "\r", "\\", "&amp;", "[^1]", "[^1]: note", "![img](i.png)", "<http://a.b>",
];

// Inline pieces for heading text: emphasis and strikethrough runs in every flanking situation,
// links, images, references, footnote calls, code spans, escapes, entities, autolinks, HTML or JSX.
const INLINE = ["*", "**", "***", "_", "__", "~", "~~", "~~~", "a", "b c", " ", ".", ",", "!", "(", ")", "[", "]", "[x](y)", "![i](j)", "[r]", "[r][]", "[s][r]", "`", "``", "`c`", "\\*", "&amp;", "&#42;", "<http://a.b>", "www.x.com", "https://x.y/_z_", "[^f]", "{#id}", "{{< s >}}", "é", "@", "x@y.z", "_a@b.cd", "/", "\\_", "-"];
const headingDocument = (mdx: boolean) =>
  fc
    .tuple(fc.array(fc.array(fc.constantFrom(...INLINE, ...(mdx ? ["{x}", "<B/>", "<b>y</b>", "<b>", "</b>"] : ["<b>", "<!-- c -->"])), { minLength: 1, maxLength: 14 }).map((p) => p.join("")), { minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([headings, setext]) => `${(setext ? headings.map((h) => `${h}\n===`) : headings.map((h) => `# ${h}`)).join("\n\n")}\n\n[r]: /u\n[^f]: note\n`);

// Headings of words, brackets and parentheses in a document that defines no label or footnote:
// the brackets are literal text unless they make an inline link or image (headingText's fast path).
const BRACKETED = ["a", "Name", " ", "  ", ",", ".", "-", "[", "]", "(", ")", "[x]", "[vbapj.chm131743]", "[x](y)", "[r][]", "[s][r]", "[]", "!", "[^f]", "\t", "é"];
const bracketDocument = fc
  .tuple(fc.array(fc.array(fc.constantFrom(...BRACKETED), { minLength: 1, maxLength: 10 }).map((p) => p.join("")), { minLength: 1, maxLength: 4 }), fc.boolean())
  .map(([headings, defined]) => `${headings.map((h) => `# ${h}`).join("\n\n")}\n${defined ? "\n[x]: /u\n" : ""}`);

// Headings that are one inline link, `[label](destination)` as in vba-docs' tables of contents, with
// labels and destinations of characters that keep the link plain and that do not (headingText's
// whole-link fast path), with and without a definition the label could refer to; images and e-mail
// addresses included (an alt keeps raw HTML; a `_` in an address is not emphasis).
const LABEL = ["a", "Name", " ", "(", ")", ".", ":", "@", "'", '"', "*", "_", "`", "[", "]", "<b>", "&amp;", "\\", "http://x", "www.x.com", "{#i}", "{{< s >}}", "é", "~", "[^f]", "!", "![", "x@y.z", "_a@b.cd"];
const DESTINATION = ["a", "b.md", "../c/", "#x", "(", ")", "(m)", "((n))", "_", "*", " ", "<", ">", "`", "&amp;", "\\", "?q=1", "%20", "http://x.y", "é", '"t"', ' "t"', "-", "+", "~", "{x}"];
const linkDocument = fc
  .tuple(
    fc.array(
      fc.tuple(fc.array(fc.constantFrom(...LABEL), { maxLength: 6 }), fc.array(fc.constantFrom(...DESTINATION), { maxLength: 6 }), fc.constantFrom("", "", " ", " x", "(y)")).map(([label, destination, tail]) => `[${label.join("")}](${destination.join("")})${tail}`),
      { minLength: 1, maxLength: 4 },
    ),
    fc.boolean(),
  )
  .map(([headings, defined]) => `${headings.map((h) => `# ${h}`).join("\n\n")}\n${defined ? "\n[a]: /u\n[^f]: note\n" : ""}`);

const lineDocument = (mdx: boolean) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...INDENT), fc.constantFrom(...MARKER), fc.constantFrom(...INDENT), fc.constantFrom(...CONTENT, ...(mdx ? MDX_CONTENT : []))).map((p) => p.join("")), { maxLength: 25 }),
      fc.constantFrom("\n", "\n", "\r\n"),
    )
    .map(([lines, eol]) => lines.join(eol));
const fragmentDocument = (mdx: boolean) => fc.array(fc.constantFrom(...FRAGMENTS, ...(mdx ? MDX_CONTENT : [])), { maxLength: 40 }).map((parts) => parts.join(""));

// Paragraphs opening with link reference definitions: labels, destinations (parentheses nested deeper
// than an inline link's 32) and titles across lines, escapes, and what makes a line not one; the
// references after them show whether each label was defined.
const DEEP = `${"(".repeat(33)}x${")".repeat(33)}`;
const DEFINITION = [
  "[a]", "[a]:", "[b c]", "[a\\]]", "[\\[x]", "[", "]", ":", " ", "\t", "\n", "\n  ", "\n> ", "/u", "<u>", "<u v>", "<>", "(p)", "((q))", "(", ")",
  '"t"', "'t'", "(t)", '"', "x", "\\", "\\(", '\\"', "[a]: /u", '[a]: /u "t"', "\n[b c]: <v> 'w'", DEEP, `[l](${DEEP})`,
];
const definitionDocument = fc.array(fc.constantFrom(...DEFINITION), { maxLength: 30 }).map((parts) => `${parts.join("")}\n\n[a]\n[b c]\n`);

// Open tags with every attribute shape, alone on a line (an HTML block of kind 7, or not), inside a
// paragraph and in a heading (raw HTML, read as a space): html-flow and html-text end an unquoted value apart.
const ATTRIBUTE = [
  " ", "  ", "\t", "a", "b-c", ":x", "_y", "=", '"', "'", "v", "/", ">", "<", "`", '="q"', "='r'", "=s", "=/", "= t", '"u"', "'w'", "x/y", "z>",
];
const openTag = fc
  .tuple(fc.constantFrom("<span", "<x-y", "<a", "<custom"), fc.array(fc.constantFrom(...ATTRIBUTE), { maxLength: 10 }), fc.constantFrom(">", "/>", "", " >"))
  .map(([name, attributes, end]) => name + attributes.join("") + end);
const tagDocument = fc
  .array(fc.tuple(openTag, fc.constantFrom("block", "heading", "inline", "lazy")), { minLength: 1, maxLength: 6 })
  .map((items) => items.map(([tag, where]) => placed(tag)[where]).join(""));
const placed = (tag: string) => ({ block: `${tag}\n\n`, heading: `# h ${tag} k\n\n`, inline: `text ${tag} more\n\n`, lazy: `para\n${tag}\n\n` });

function agrees(path: string) {
  return (content: string): void => {
    expect(disagreement(path, content)).toBeNull();
  };
}

describe("block parser against micromark on generated documents", () => {
  it("agrees on line-structured Markdown (containers, laziness, interruptions)", () => {
    fc.assert(fc.property(lineDocument(false), agrees("doc.md")), { numRuns: 1500 });
  });

  it("agrees on line-structured MDX, valid or not (fallbacks included)", () => {
    fc.assert(fc.property(lineDocument(true), agrees("doc.mdx")), { numRuns: 1500 });
  });

  it("agrees on the text of headings full of inline markup (emphasis, links, footnotes, HTML, JSX)", () => {
    // found by this property in CI: a whole-heading `[^f]()` is a footnote call when `f` is defined, not a link
    for (const path of ["doc.md", "doc.mdx"]) agrees(path)("# [^f]()\n\n# *\n\n[r]: /u\n[^f]: note\n");
    fc.assert(fc.property(headingDocument(false), agrees("doc.md")), { numRuns: 1000 });
    fc.assert(fc.property(headingDocument(true), agrees("doc.mdx")), { numRuns: 600 });
  });

  it("agrees on headings whose only markup is brackets, with and without a definition they could refer to", () => {
    fc.assert(fc.property(bracketDocument, agrees("doc.md")), { numRuns: 1000 });
    fc.assert(fc.property(bracketDocument, agrees("doc.mdx")), { numRuns: 400 });
  });

  it("agrees on headings that are one inline link, plain or not", () => {
    fc.assert(fc.property(linkDocument, agrees("doc.md")), { numRuns: 1500 });
    fc.assert(fc.property(linkDocument, agrees("doc.mdx")), { numRuns: 600 });
  });

  it("agrees on link reference definitions, across lines or not", () => {
    fc.assert(fc.property(definitionDocument, agrees("doc.md")), { numRuns: 1500 });
    fc.assert(fc.property(definitionDocument, agrees("doc.mdx")), { numRuns: 500 });
  });

  it("agrees on open tags and their attributes, as HTML blocks and as inline HTML", () => {
    // an unquoted value starting with `/`: html-flow ends it at once (a complete tag only before `>`), html-text takes it
    for (const example of ["<a b=/x>\n", "<a b=/>\n", "# h <a b=/x> k\n", "<a b=x =y>\n", "# h <a b=x =y> k\n"]) agrees("doc.md")(example);
    fc.assert(fc.property(tagDocument, agrees("doc.md")), { numRuns: 1500 });
  });

  it("agrees on free-form Markdown and MDX glued from fragments", () => {
    fc.assert(fc.property(fragmentDocument(false), agrees("doc.md")), { numRuns: 800 });
    fc.assert(fc.property(fragmentDocument(true), agrees("doc.mdx")), { numRuns: 800 });
  });
});
