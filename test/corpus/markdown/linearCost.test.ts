import { describe, expect, it } from "vitest";
import { MAX_NESTING } from "../../../src/corpus/markdown/blockParser.js";
import { parseWork } from "../../../src/corpus/markdown/parseWork.js";
import { parseDocument } from "../../../src/corpus/parseDocument.js";
import { deeplyNested, HOSTILE_FAMILIES } from "../../helpers/hostileMarkdown.js";

/** The parser's step count for one document (deterministic: no clock is read). */
function work(path: string, content: string): { steps: number; result: ReturnType<typeof parseDocument> } {
  parseWork.steps = 0;
  const result = parseDocument({ path, content });
  return { steps: parseWork.steps, result };
}

/** Steps at size 2n over steps at size n, for a size n whose document holds at least `chars` characters. */
function doublingRatio(family: (typeof HOSTILE_FAMILIES)[number], chars: number): { ratio: number; bytes: number } {
  let n = 16;
  while (family.text(n).length < chars) n *= 2;
  const small = work(family.path, family.text(n)).steps;
  const large = work(family.path, family.text(2 * n)).steps;
  return { ratio: large / small, bytes: family.text(2 * n).length };
}

// Times are measured by `npm run bench` (bench/harness/doubling.ts); tests assert on counts only.
describe("the parser's cost grows with the size of the input, not its shape", () => {
  it.each(HOSTILE_FAMILIES.map((family) => [family.name, family] as const))("doubling %s at most about doubles the work", (_name, family) => {
    const { ratio } = doublingRatio(family, 20_000);
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThanOrEqual(2.2);
  });

  it("parses a 200,000-line paragraph in twice the work of a 100,000-line one, as one block", () => {
    const paragraph = HOSTILE_FAMILIES[0]!;
    const half = work(paragraph.path, paragraph.text(100_000));
    const full = work(paragraph.path, paragraph.text(200_000));
    expect(full.steps / half.steps).toBeLessThanOrEqual(2.2);
    expect(full.result.warnings).toEqual([]);
    expect(full.result.document.sections).toHaveLength(1);
    expect(full.result.document.sections[0]!.blocks.map((b) => [b.kind, b.startLine, b.endLine])).toEqual([["paragraph", 1, 200_000]]);
  });

  it("parses 200,000 headings in twice the work of 100,000, one section each", () => {
    const headings = (n: number) => Array.from({ length: n }, (_, i) => `## Heading ${i}\n`).join("");
    const half = work("h.md", headings(100_000));
    const full = work("h.md", headings(200_000));
    expect(full.steps / half.steps).toBeLessThanOrEqual(2.2);
    expect(full.result.document.sections).toHaveLength(200_000);
    expect(full.result.document.sections[199_999]!.headingPath).toEqual(["Heading 199999"]);
  });

  it.each(["> ", "- ", "1. "] as const)("skips a file nesting `%s` 10,000 deep with a warning naming it, at the cost of the first levels only", (marker) => {
    const deep = work("deep.md", deeplyNested(marker, 10_000));
    const deeper = work("deep.md", deeplyNested(marker, 20_000));
    expect(deep.result.skipped).toBe(true);
    expect(deep.result.document.sections).toEqual([]);
    expect(deep.result.warnings).toEqual([`deep.md:1: skipped: block quotes or list items nest deeper than ${MAX_NESTING} levels — flatten the nesting or exclude the file`]);
    // Twice the nesting costs no more: the parser stops at the limit.
    expect(deeper.steps).toBeLessThanOrEqual(deep.steps * 1.05);
  });

  it("parses nesting up to the limit, and names the line where the limit is passed", () => {
    const within = work("ok.md", deeplyNested("> ", MAX_NESTING));
    expect(within.result.skipped).toBeUndefined();
    expect(within.result.document.sections[0]!.blocks.map((b) => [b.kind, b.startLine, b.endLine])).toEqual([["blockquote", 1, 1]]);
    const beyond = work("late.md", `# Title\n\nintro\n\n${deeplyNested("- ", MAX_NESTING + 1)}`);
    expect(beyond.result.skipped).toBe(true);
    expect(beyond.result.warnings[0]).toMatch(/^late\.md:5: skipped: /);
  });
});
