import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isMarkupOnly } from "../../src/chunking/isMarkupOnly.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";

/** Markup a reader never sees, each on its own. */
export const MARKUP = [
  '<a id="shadowing"></a>',
  "<a name='data-types'></a>",
  "<Callout />",
  "<Tabs>\n</Tabs>",
  '<Chart data={{ "a": 1 }} title="a > b" />',
  "<div class=\"note\">\n</div>",
  "</div>",
  "<br/>",
  '<img src="diagram.png" alt="A diagram of the pipeline">',
  "<svg:rect width='3'/>",
  "<>\n</>",
  "<!-- TODO: write this section -->",
  "<!-- an unclosed comment\nthat runs on",
  "{/* an MDX comment */}",
  "[rust-book]: https://doc.rust-lang.org/book/",
  '[ref]: <https://example.com/a b> "Title"',
  "   [Ref Two]: /docs/two.md (the second)",
  "&nbsp;",
  "&#160;&ZeroWidthSpace;",
  "\u200B",
  "",
  "  \n\t",
];

/** Text a reader sees, though some of it sits in or beside markup. */
const TEXT = [
  "Shadowing lets you reuse a name.",
  "<b>Note</b>",
  '<Callout type="warning">Back up first.</Callout>',
  "[^1]: A footnote is read.",
  "<https://example.com>",
  "<someone@example.com>",
  "![A diagram](diagram.png)",
  "[the book](https://doc.rust-lang.org/book/)",
  "[ref]: https://example.com and then words",
  "```html\n<div></div>\n```",
  "{props.version}",
  "&amp;",
  "<a id=\"x\"></a> 42",
  "x",
];

describe("isMarkupOnly: no text a reader sees once tags, components without children, comments and link reference definitions are removed", () => {
  it.each(MARKUP)("markup only: %j", (text) => {
    expect(isMarkupOnly(text)).toBe(true);
  });

  it.each(TEXT)("text: %j", (text) => {
    expect(isMarkupOnly(text)).toBe(false);
  });

  it("any mix of markup, line by line, is markup only; one visible word anywhere makes it text", () => {
    // an unclosed comment hides what follows it, so it is left out of the mix
    const markup = fc.array(fc.constantFrom(...MARKUP.filter((m) => !m.includes("unclosed"))), { minLength: 1, maxLength: 6 });
    const joiner = fc.constantFrom("\n\n", "\n");
    const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9'.-]{0,11}$/);
    fc.assert(
      fc.property(markup, joiner, word, fc.nat(), (parts, join, visible, at) => {
        expect(isMarkupOnly(parts.join(join))).toBe(true);
        const withWord = [...parts];
        withWord.splice(at % (parts.length + 1), 0, visible);
        expect(isMarkupOnly(withWord.join("\n\n"))).toBe(false);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it("decides long markup in one pass (no backtracking blow-up on unclosed tags and quotes)", () => {
    const hostile = `<a ${'x="'.repeat(20_000)}` + " ".repeat(20_000) + "<".repeat(20_000);
    expect(isMarkupOnly(hostile)).toBe(false);
    expect(isMarkupOnly(`<a id="${"y".repeat(100_000)}"></a>`)).toBe(true);
  });
});
