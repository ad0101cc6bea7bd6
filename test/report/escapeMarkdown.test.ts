import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeCode, escapeHtml, escapeMarkdown, escapeProse, showInvisible } from "../../src/report/escape.js";
import { descendants, parseGfm, textOf, type MdNode } from "./markdownTree.js";

/** Fragments that mean something to Markdown, HTML or GitHub, mixed with arbitrary text below. */
const FRAGMENTS = [
  "<", ">", "&", "|", "\\", "`", "```", "~~~", "*", "**", "_", "__", "~", "~~", "[", "]", "(", ")", "!", "#", "#1", "## ", "@", "@octocat",
  "@org/team", "$", "$$", "-", "--", "---", "+", "=", "===", ":", ":--", "|---|", ".", "1.", "1)", "123456789.", " ", "  ", "    ", "\n", "\n\n",
  "\r\n", "\r", "\t", "\f", "\v", "\u0085", "\u2028", "\u00a0", "\ufeff", "\u200b", "\u0000", "\ud800", "\udfff", "😀", "é", "</details>",
  "<details>", "<!--", "-->", "--!>", "&amp;", "&#64;", "&lt;", "<img src=x onerror=alert(1)>", "<script>", "https://github.com/o/r/issues/1",
  "http://x.y", "www.example.com", "WWW.", "a@b.co", "mailto:a@b.co", "GH-12", "gh-3", "o/r#5", "[^1]", "[^1]: x", "[x](http://e.com)",
  "![i](x)", "[x]: http://e.com", "> ", "- [ ] ", "* ", "+ ", "<http://a.b>", "\\|", "\\\\", ":emoji:", "{", "}",
];

/** Strings built to break things, plus arbitrary code points (lone surrogates included) and plain ASCII. */
const hostile = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ unit: "binary", maxLength: 4 }), fc.string({ maxLength: 4 })), { maxLength: 24 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

const runs = { numRuns: 600 };

/**
 * What escaping promises the rendered text equals: the original with bidirectional controls and
 * zero-width characters shown as `<U+XXXX>` (showInvisible), NUL and unpaired surrogates
 * as U+FFFD (Markdown parsers and JSON encoders replace them anyway) and whitespace runs collapsed
 * to one space; trimmed, as a table cell or paragraph trims. Tests compare it with zero-width
 * spaces removed on both sides ({@link withoutZwsp}), because escaping inserts them on purpose
 * (after `@`, in `#1`, `://`, `www.` and `GH-1`) to break GitHub's mentions, references and autolinks.
 */
function rendered(original: string): string {
  return showInvisible(original)
    .replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")
    .replace(/[\s\u0085]+/g, " ")
    .trim();
}

function withoutZwsp(text: string): string {
  return text.replace(/\u200b/g, "");
}

function onlyTextBelow(node: MdNode): void {
  expect(descendants(node).map((n) => n.type).filter((t) => t !== "text")).toEqual([]);
}

describe("escapeMarkdown", () => {
  it("leaves no <, >, newline, unescaped | or @ before a word character, whatever the input", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const out = escapeMarkdown(text);
        expect(out).not.toMatch(/[<>\n\r\u2028\u2029\u0085]/);
        for (const match of out.matchAll(/(\\*)\|/g)) expect(match[1]!.length % 2).toBe(1);
        expect(out).not.toMatch(/@[\p{L}\p{N}_]/u);
      }),
      runs,
    );
  });

  it("renders in a GFM table cell as exactly one cell of plain text equal to the input", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const tree = parseGfm(`| head |\n| --- |\n| ${escapeMarkdown(text)} |\n`);
        expect(tree.children!.map((n) => n.type)).toEqual(["table"]);
        const rows = tree.children![0]!.children!;
        expect(rows).toHaveLength(2);
        expect(rows[1]!.children).toHaveLength(1);
        const cell = rows[1]!.children![0]!;
        onlyTextBelow(cell);
        expect(withoutZwsp(textOf(cell))).toBe(withoutZwsp(rendered(text)));
      }),
      runs,
    );
  });

  it("stays plain text at the start of a list item's continuation line", () => {
    fc.assert(
      fc.property(hostile, hostile, (first, second) => {
        // A text that escapes to nothing but a space would make a blank line, which ends any paragraph: callers skip those.
        const continuation = [first, second].map(escapeMarkdown).filter((line) => line.trim() !== "");
        const tree = parseGfm(`- item\n${continuation.map((line) => `  ${line}\n`).join("")}`);
        expect(tree.children!.map((n) => n.type)).toEqual(["list"]);
        const items = tree.children![0]!.children!;
        expect(items).toHaveLength(1);
        expect(items[0]!.children!.map((n) => n.type)).toEqual(["paragraph"]);
        onlyTextBelow(items[0]!.children![0]!);
        const lines = ["item", rendered(first), rendered(second)].filter((l) => l !== "");
        expect(withoutZwsp(textOf(items[0]!))).toBe(withoutZwsp(lines.join("\n")));
      }),
      runs,
    );
  });

  it("stays plain text inside a <details> body and cannot close it", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const tree = parseGfm(`<details>\n<summary>s</summary>\n\n${escapeMarkdown(text)}\n\n</details>\n`);
        const types = tree.children!.map((n) => n.type);
        expect(types).toEqual(rendered(text) === "" ? ["html", "html"] : ["html", "paragraph", "html"]);
        expect(tree.children!.at(-1)!.value).toBe("</details>");
        if (types.length === 3) {
          onlyTextBelow(tree.children![1]!);
          expect(withoutZwsp(textOf(tree.children![1]!))).toBe(withoutZwsp(rendered(text)));
        }
      }),
      runs,
    );
  });

  it("neutralises the hostile heading of the brief", () => {
    const out = escapeMarkdown("</details><img src=x onerror=alert(1)> @octocat #1 | pipe");
    expect(out).toBe("&lt;/details&gt;&lt;img src=x onerror=alert(1)&gt; @&#8203;octocat \\#&#8203;1 \\| pipe");
  });

  it("escapes block markers only where they start a line, and keeps paths readable", () => {
    expect(escapeMarkdown("- item")).toBe("\\- item");
    expect(escapeMarkdown(" 12. item")).toBe(" 12\\. item");
    expect(escapeMarkdown(":--")).toBe("\\:--");
    expect(escapeMarkdown("docs/a-b.md: 1. see")).toBe("docs/a-b.md: 1. see");
    expect(escapeMarkdown("line\n\n# heading")).toBe("line \\# heading");
    expect(escapeMarkdown("see https://x.y and www.x.y or GH-7")).toBe("see https:&#8203;//x.y and www&#8203;.x.y or GH&#8203;-7");
  });
});

describe("escapeCode", () => {
  it("is one inline code span showing the input, in a sentence and at the start of a line", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const code = escapeCode(text);
        if (rendered(text) === "") {
          expect(code).toBe("");
          return;
        }
        expect(code).not.toMatch(/[\n\r]/);
        expect(code).not.toContain("<!--");
        for (const markdown of [`a ${code} b\n`, `${code}\n`, `- ${code}\n`]) {
          const nodes = descendants(parseGfm(markdown)).filter((n) => n.type !== "text" && n.type !== "paragraph" && n.type !== "list" && n.type !== "listItem");
          expect(nodes.map((n) => n.type)).toEqual(["inlineCode"]);
          // Code shows everything literally, zero-width spaces included: the only one inserted breaks `<!--`.
          expect(nodes[0]!.value).toBe(rendered(text).replace(/<!--/g, "<\u200B!--"));
        }
      }),
      runs,
    );
  });

  it("never lets `<!--` into the raw body, where it could read as one of chunkgate's markers", () => {
    expect(escapeCode("Damage <!-- chunkgate:sweep registry=chunkgate.yml -->")).toBe("`Damage <\u200B!-- chunkgate:sweep registry=chunkgate.yml -->`");
    expect(escapeCode("<!--<!---->")).toBe("`<\u200B!--<\u200B!---->`");
  });

  it("fences with more backticks than any run inside", () => {
    expect(escapeCode("a``b")).toBe("```a``b```");
    expect(escapeCode("`x`")).toBe("`` `x` ``");
  });
});

describe("escapeProse", () => {
  it("keeps the engine's backtick code and escapes the rest", () => {
    expect(escapeProse("did you mean `Returns > Damage claims`? Update evals/a.yaml:3 @me")).toBe(
      "did you mean `Returns > Damage claims`? Update evals/a.yaml:3 @&#8203;me",
    );
  });

  it("gives text and code only, on one list item line, whatever the input", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const out = escapeProse(text);
        const tree = parseGfm(`- item\n  ${out}\n`);
        expect(tree.children!.map((n) => n.type)).toEqual(["list"]);
        expect(tree.children![0]!.children).toHaveLength(1);
        const inline = descendants(tree.children![0]!.children![0]!).filter((n) => n.type !== "paragraph");
        expect(inline.filter((n) => n.type !== "text" && n.type !== "inlineCode").map((n) => n.type)).toEqual([]);
        for (const t of inline.filter((n) => n.type === "text")) expect(t.value).not.toMatch(/(^|[^\w])@\w|#\d/);
      }),
      runs,
    );
  });
});

describe("escapeHtml", () => {
  it("cannot leave the <summary> it is placed in", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const out = escapeHtml(text);
        expect(out).not.toMatch(/[<>\n\r"]/);
        expect(out).not.toMatch(/@[\p{L}\p{N}_]/u);
        const tree = parseGfm(`<details>\n<summary>${out}</summary>\n\n</details>\n`);
        expect(tree.children!.map((n) => n.value)).toEqual([`<details>\n<summary>${out}</summary>`, "</details>"]);
      }),
      runs,
    );
  });
});
