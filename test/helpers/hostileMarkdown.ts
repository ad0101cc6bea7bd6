/**
 * Inputs whose shape, not size, made the old parser (micromark via mdast) slow: a family is a
 * function of a size `n` whose text grows linearly with `n`. Shared by the linear-cost property
 * test (which counts parser steps) and `npm run bench` (which times them), so both speak of the
 * same documents. Each text is deterministic.
 */
export interface HostileFamily {
  /** Short name, as tests and the benchmark print it. */
  name: string;
  /** File name the text is parsed as (the extension picks Markdown or MDX). */
  path: string;
  /** The document of size `n`: about `n` lines or `n` repetitions of the hostile unit. */
  text: (n: number) => string;
}

const repeat = (n: number, unit: (i: number) => string): string => Array.from({ length: n }, (_, i) => unit(i)).join("");

/** Nesting depth that stays inside the parser's limit, so the whole file is parsed. */
const DEEP = 90;

export const HOSTILE_FAMILIES: readonly HostileFamily[] = [
  { name: "one paragraph of n lines", path: "paragraph.md", text: (n) => repeat(n, (i) => `word ${i} with *emphasis and [a link](#x) and \`code\` _under_ <span>\n`) },
  { name: "a heading of n unclosed openers", path: "openers.md", text: (n) => "# " + repeat(n, () => "*a _b [c ![d <e `f **g __h ~~i [^j ") + "\n" },
  { name: "a heading of n closers after n openers", path: "closers.md", text: (n) => "# " + repeat(n, () => "*_[") + "x" + repeat(n, () => "]_*") + "\n" },
  { name: "a heading of n brackets, then n closers", path: "brackets.md", text: (n) => "# " + "[".repeat(n) + "x" + "](u)".repeat(n) + "\n" },
  { name: "a heading of backtick runs of every length", path: "backticks.md", text: (n) => "# " + repeat(Math.ceil(Math.sqrt(n * 40)), (i) => "`".repeat(i + 1) + " x ") + "\n" },
  { name: "a heading of n unclosed HTML comments", path: "html.md", text: (n) => "# " + repeat(n, () => "a <!-- b <![CDATA[ c <? d <!X e <a href=\"f ") + "\n" },
  { name: "a paragraph of n unclosed HTML comments", path: "htmlp.md", text: (n) => repeat(n, () => "a <!-- b <![CDATA[ c <? d <!X e <a href=\"f\n") },
  { name: "n headings", path: "headings.md", text: (n) => repeat(n, (i) => `## Heading ${i}\n`) },
  { name: "n setext headings", path: "setext.md", text: (n) => repeat(n, (i) => `Heading ${i}\n---\n`) },
  { name: "a heading of n e-mail addresses joined by _", path: "emails.md", text: (n) => "# " + repeat(n, () => "_a@b.c_") + "\n" },
  { name: "one heading of n inline constructs", path: "heading.md", text: (n) => "# " + repeat(n, () => "*a [b `c <d ") + "\n" },
  { name: "an unclosed fence of n lines", path: "fence.md", text: (n) => "```js\n" + repeat(n, (i) => `let x${i} = ${i};\n`) },
  { name: `quotes ${DEEP} deep, n lines`, path: "quotes.md", text: (n) => repeat(n, (i) => "> ".repeat(DEEP) + `line ${i}\n`) },
  { name: `lists ${DEEP} deep, n lines`, path: "lists.md", text: (n) => repeat(n, (i) => "  ".repeat(i % DEEP) + `- item ${i}\n`) },
  { name: "n list items with lazy lines", path: "lazy.md", text: (n) => repeat(n, (i) => `${i % 10}. item\nlazy ${i}\n`) },
  { name: "a table of n rows", path: "table.md", text: (n) => "| a | b |\n| - | - |\n" + repeat(n, (i) => `| ${i} | *x* |\n`) },
  { name: "n definitions and references", path: "definitions.md", text: (n) => repeat(n, (i) => `[d${i}]: /u${i} "t"\n`) + repeat(n, (i) => `[d${i}] [^f${i}]\n`) },
  { name: "n indented code lines after a list", path: "indented.md", text: (n) => "- a\n\n" + repeat(n, (i) => `    code ${i}\n`) },
  { name: "n HTML block lines", path: "htmlblock.md", text: (n) => "<div>\n" + repeat(n, (i) => `<p>${i}</p>\n`) },
  { name: "MDX: n JSX tags and expressions", path: "components.mdx", text: (n) => repeat(n, (i) => `<Tab label="${i}">\n\n  text {${i} + 1} **b**\n\n</Tab>\n`) },
  { name: "MDX: an unclosed expression of n lines", path: "expression.mdx", text: (n) => "{\n" + repeat(n, (i) => `a${i} +\n`) },
  { name: "MDX: n import lines", path: "imports.mdx", text: (n) => repeat(n, (i) => `import A${i} from "./a${i}.js";\n`) + "\n# Title\n" },
];

/** A document nesting `depth` containers on one line (`> > > …` or `- - - …`), beyond the parser's limit when deep. */
export function deeplyNested(marker: "> " | "- " | "1. ", depth: number): string {
  return marker.repeat(depth) + "text\n";
}
