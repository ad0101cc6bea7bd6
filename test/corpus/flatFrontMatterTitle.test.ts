import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flatFrontMatterTitle, keyLineColon } from "../../src/corpus/flatFrontMatterTitle.js";
import { frontMatterTitle } from "../../src/corpus/frontMatterTitle.js";
import { frontMatterTitle as yamlFrontMatterTitle } from "../corpus/oracle/frontMatterTitle.js";

const KEYS = ["title", "description", "ms.date", "author", "f1_keywords", "api_name", "title", "tags"];
const VALUES = [
  "", "Range.Find method (Excel)", "'quoted title'", '"double quoted"', '"with \\" escape"', "'it''s'", "123", "1.5e3", "true", "null", "~",
  "0x1F", ".inf", "a: b", "a #comment", "#start", "- item", "[a, b]", "[]", "[a, [b]]", "{a: 1}", "&anchor x", "*alias", "!tag x",
  "| block", "> folded", "@at", "`tick`", "x:", "ünïcödé 東京", "  spaced  ", "%percent", "?q", "a,b", "yes", "no", "2024-01-01",
];
const line = fc.oneof(
  fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES)).map(([k, v]) => `${k}: ${v}`),
  fc.constantFrom("", "# comment", "- item", "  - item", "\t- tab", "title:", "nested:", "  child: 1", "key:value", " indented: x", "---"),
);
const frontMatter = fc.array(line, { maxLength: 10 }).chain((lines) => fc.constantFrom("\n", "\r\n").map((eol) => lines.join(eol)));

describe("front matter titles without the YAML parser", () => {
  it("give exactly the title and warning the YAML parser gives, on generated front matter", () => {
    fc.assert(
      fc.property(frontMatter, (value) => {
        const fast = frontMatterTitle({ format: "yaml", value, line: 1 }, "d.md");
        const slow = yamlFrontMatterTitle({ type: "yaml", value, position: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } } } as never, "d.md");
        expect(fast).toEqual(slow);
      }),
      { numRuns: 3000 },
    );
  });

  it("answer flat key: value front matter themselves, and leave the rest to the YAML parser", () => {
    expect(flatFrontMatterTitle("title: Range.Find method (Excel)\nms.date: 2019-04-01\nf1_keywords:\n- vbaxl10.chm\n")).toEqual({ title: "Range.Find method (Excel)" });
    expect(flatFrontMatterTitle("description: no title here")).toEqual({ title: undefined });
    expect(flatFrontMatterTitle("title: 42")).toBeNull();
    expect(flatFrontMatterTitle("title:\n  nested: x")).toBeNull();
    expect(flatFrontMatterTitle("title: a\ntitle: b")).toBeNull();
  });

  it("find a key line's colon exactly where the regular expression it replaced matches", () => {
    const KEY_LINE = /^([A-Za-z0-9_][A-Za-z0-9_.\/-]*):(?:[ ]+(.*))?$/;
    const piece = fc.constantFrom("a", "Z", "0", "_", ".", "/", "-", ":", " ", "  ", "\t", "\u2028", "\u2029", "é", "#", "title", "ms.date", "x y");
    const text = fc.array(piece, { maxLength: 5 }).map((parts) => parts.join(""));
    // mostly shaped like a key line (a key, a colon, spaces, a value), each part possibly wrong
    const line = fc.oneof(text, fc.tuple(text, fc.constantFrom(":", ": ", ":  ", ":\t", " :"), text).map((parts) => parts.join("")));
    fc.assert(
      fc.property(line, (line) => {
        const match = KEY_LINE.exec(line);
        const colon = keyLineColon(line);
        expect(colon).toBe(match ? match[1]!.length : -1);
        if (match) expect(line.slice(colon + 1).trim()).toBe((match[2] ?? "").trim());
      }),
      { numRuns: 5000 },
    );
  });
});
