import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeSpan } from "../../src/evaluation/normalizeSpan.js";

describe("normalizeSpan: the text a reader sees", () => {
  it.each([
    ["code spans", "Set `max_retries` to `3`.", "Set max_retries to 3."],
    ["emphasis and strikethrough", "It is **not** *ever* _refunded_ ~~twice~~.", "It is not ever refunded twice."],
    ["inline links and their titles", 'Read the [claims guide](https://atlas.example/claims "Claims") first.', "Read the claims guide first."],
    ["reference links", "Read the [claims guide][claims] first.", "Read the claims guide first."],
    ["images", "Click ![the gear icon](img/gear.png) to open it.", "Click the gear icon to open it."],
    ["autolinks and bare URLs", "Write to <help@atlas.example> or see <https://atlas.example/help>, or www.atlas.example/faq.", "Write to or see https://atlas.example/help, or https://atlas.example/faq."],
    ["inline HTML tags", "Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to copy.", "Press Ctrl+C to copy."],
    ["breaking HTML tags", "First line<br>second line", "First line second line"],
    ["entities", "Tom &amp; Jerry &lt;3 &#169;", "Tom & Jerry <3 ©"],
    ["escapes", "A \\*literal\\* star", "A *literal* star"],
    ["list and quote markers across lines", "- Photos of the damage\n- the receipt\n> within 30 days", "Photos of the damage the receipt within 30 days"],
    ["whitespace", "within   30\n\tdays", "within 30 days"],
  ])("ignores %s on both sides", (_, source, rendered) => {
    expect(normalizeSpan(source)).toBe(normalizeSpan(rendered));
  });

  it("keeps case, punctuation and every word", () => {
    expect(normalizeSpan("The deductible for water damage is $1,000.")).toBe("The deductible for water damage is $1,000.");
    expect(normalizeSpan("the deductible")).not.toBe(normalizeSpan("The deductible"));
  });

  it("matches any plain sentence against the same sentence with inline markup added", () => {
    // words start with a letter: a line that starts "1. " or "- " reads as a list item on both sides
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9,.'$%-]{0,11}$/);
    const wrap = fc.constantFrom(
      (w: string) => w,
      (w: string) => `\`${w}\``,
      (w: string) => `**${w}**`,
      (w: string) => `*${w}*`,
      (w: string) => `_${w}_`,
      (w: string) => `~~${w}~~`,
      (w: string) => `[${w}](https://docs.example/${w.length})`,
      (w: string) => `<b>${w}</b>`,
      (w: string) => `<span class="x">${w}</span>`,
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(word, wrap), { minLength: 1, maxLength: 12 }), fc.constantFrom(" ", "\n", "  "), (parts, gap) => {
        const rendered = parts.map(([w]) => w).join(" ");
        const source = parts.map(([w, f]) => f(w)).join(gap);
        expect(normalizeSpan(source)).toBe(normalizeSpan(rendered));
      }),
    );
  });
});
