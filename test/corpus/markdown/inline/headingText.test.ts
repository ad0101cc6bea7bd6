import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fullHeadingText, headingText, type InlineContext } from "../../../../src/corpus/markdown/inline/inlineCuts.js";

const NONE: InlineContext = { definitions: new Set(), footnotes: new Set(), mdx: null };
const DEFINED: InlineContext = { definitions: new Set(["a", "name"]), footnotes: new Set(["f"]), mdx: null };

/** headingText and its reference on a heading line's text (one span, as a one-line ATX heading gives). */
function both(src: string, context: InlineContext): { fast: string; full: string } {
  const spans = [{ line: 1, start: 0, end: src.length }];
  return { fast: headingText(src, spans, context), full: fullHeadingText(src, spans, context) };
}

describe("headingText", () => {
  it("reads a heading that is one plain inline link as its label, as the inline tokenizer does", () => {
    expect(both("[Undo](Access.Form.Undo(method).md)", NONE)).toEqual({ fast: "Undo", full: "Undo" });
    expect(both("[Office VBA Reference](overview/Index.md)", DEFINED)).toEqual({ fast: "Office VBA Reference", full: "Office VBA Reference" });
    expect(both("[a *b*](c)", NONE)).toEqual({ fast: "a b", full: "a b" });
  });

  it("gives the inline tokenizer's text on every heading built from link parts (fast paths taken or not)", () => {
    const part = fc.constantFrom("[", "]", "(", ")", "a", "Name", " ", "  ", ".", "/", "#", ":", "@", "_", "*", "`", "!", "<", ">", "&amp;", "\\", "www.x", "http://", "{#i}", "'", '"', "é", "\t", "[x](y)", "](", "[^f]");
    fc.assert(
      fc.property(fc.array(part, { maxLength: 14 }), fc.boolean(), (parts, defined) => {
        const { fast, full } = both(parts.join(""), defined ? DEFINED : NONE);
        expect(fast).toBe(full);
      }),
      { numRuns: 20_000 },
    );
  });

  it("gives the inline tokenizer's text on headings shaped [label](destination)", () => {
    const label = fc.array(fc.constantFrom("a", "Bc", " ", "(", ")", ".", ":", "@", "_", "*", "`", "[", "]", "!", "<", "&", "\\", "https:", "www.", "{", "é", "~"), { maxLength: 6 });
    const destination = fc.array(fc.constantFrom("a", "b.md", "/", "#x", "(", ")", "(m)", "_", "*", " ", "<", ">", "`", "&", "\\", "?q=1", "%20", "é", '"', "-", "+", "~", "{"), { maxLength: 6 });
    let plain = 0;
    fc.assert(
      fc.property(label, destination, fc.boolean(), (l, d, defined) => {
        const src = `[${l.join("")}](${d.join("")})`;
        const { fast, full } = both(src, defined ? DEFINED : NONE);
        expect(fast).toBe(full);
        if (/^\[[A-Za-z]+\]\([\w./#-]*\)$/.test(src)) plain++;
      }),
      { numRuns: 20_000 },
    );
    expect(plain).toBeGreaterThan(20);
  });
});
