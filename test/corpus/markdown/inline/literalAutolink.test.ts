import { describe, expect, it } from "vitest";
import { parseDocument } from "../../../../src/corpus/parseDocument.js";

/** A heading's text as the parser reads it, in a document that defines the footnote `f`. */
const text = (heading: string): string | undefined => parseDocument({ path: "d.md", content: `# ${heading}\n\n[^f]: note\n` }).document.sections[0]?.headingPath.at(-1);

// Each expectation is micromark's reading (test/corpus/differential checks the same on generated headings).
describe("literal e-mail autolinks in heading text", () => {
  it("keeps a `_` inside an address as text, where it would otherwise open or close emphasis", () => {
    expect(text("_a@b.cd x_")).toBe("_a@b.cd x_");
    expect(text("[]_x@y.z](_)")).toBe("[]_x@y.z](_)");
    // an address whose domain ends in `_` is no address: the `_` pair is emphasis
    expect(text("_jo@x.org_")).toBe("jo@x.org");
  });

  it("starts an address only where micromark tries one: not after `/`, nor at a character a backslash escapes", () => {
    expect(text("/_a@b.cd x_")).toBe("/a@b.cd x");
    expect(text("\\+_a@b.cd x_")).toBe("+a@b.cd x");
    expect(text("\\\\+_a@b.cd x_")).toBe("\\+_a@b.cd x_");
    // after an escaped `@`, an address can start again
    expect(text("a\\@_b@c.de x_")).toBe("a@_b@c.de x_");
  });

  it("lets an address win over a web link starting inside it, as micromark tries the address first", () => {
    expect(text("x@y.z.https://x.y/_z_*")).toBe("x@y.z.https://x.y/z*");
    expect(text("https://x.y/_z_")).toBe("https://x.y/_z_");
  });
});

describe("an image's alt text in a heading", () => {
  it("keeps raw HTML as written and drops a footnote call, where the heading's own text reads each as a space", () => {
    expect(text("![a <b>c</b> d](u)")).toBe("a <b>c</b> d");
    expect(text("![<!-- c -->](u)")).toBe("<!-- c -->");
    expect(text("![a[^f]a]()")).toBe("aa");
    expect(text("a <b>c</b> d")).toBe("a c d");
    expect(text("a[^f]a")).toBe("a a");
  });
});
