import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Chunk, ChunkingParams } from "../../src/chunking/types.js";
import type { EvidenceKey, GoldenSet } from "../../src/config/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { normalizeSpan } from "../../src/evaluation/normalizeSpan.js";
import { supports } from "../../src/evaluation/relevance.js";
import { resolveQuestions, type ResolvedKey } from "../../src/evaluation/resolveQuestions.js";
import { chunkWith } from "../helpers/chunkWith.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";

const split = { train: 0.7, seed: 42 };
const golden = (...spans: string[]): GoldenSet => ({
  file: "evals/retrieval.yaml",
  questions: spans.map((span, i) => ({ id: `q${i + 1}`, text: `question ${i + 1}`, supporting: [{ kind: "span", span, document: undefined, line: 4 + i } as EvidenceKey], distractors: [], line: 3 + i })),
});

function resolve(content: string, span: string, path = "docs/page.md") {
  const document = parseDocument({ path, content }).document;
  const { questions, problems } = resolveQuestions(golden(span), [document], split);
  return { document, key: questions[0]?.supporting[0], problems };
}

async function supportingChunks(content: string, span: string, params: Partial<ChunkingParams>): Promise<{ key: ResolvedKey; chunks: Chunk[]; supporting: Chunk[] }> {
  const { document, key, problems } = resolve(content, span);
  expect(problems).toEqual([]);
  const chunks = await chunkWith([document], params);
  return { key: key!, chunks, supporting: chunks.filter((c) => supports(c, key!)) };
}

const FIXED_SUPPORTING = [
  [7, "Refunds take 14 days once we receive"],
  [11, "refused. Refunds take 14 days, even late."],
];
const REPEATED = ["# Returns", "", "## Refunds take 14 days", "", "## Damaged goods", "", "Refunds take 14 days once we receive the item.", "", "## Late returns", "", "Late returns are refused.", "Refunds take 14 days, even late.", ""].join("\n");

describe("span keys are decided by offsets: a chunk supports a span when its own source range covers an occurrence", () => {
  it("finds each occurrence of repeated text, with its own lines and offsets", () => {
    const { key } = resolve(REPEATED, "Refunds take 14 days");
    const occurrences = key!.occurrences!.get("docs/page.md")!;
    // the heading "Refunds take 14 days" is no occurrence: headings are not answer text
    expect(occurrences.map((o) => [o.startLine, o.endLine])).toEqual([[7, 7], [12, 12]]);
    for (const o of occurrences) expect(REPEATED.slice(o.start, o.end)).toBe("Refunds take 14 days");
  });

  it("counts every occurrence: a chunk of either section that holds the text supports it, in every strategy", async () => {
    for (const strategy of ["structural", "recursive", "parent-child"]) {
      const { supporting } = await supportingChunks(REPEATED, "Refunds take 14 days", { strategy, size: 12, childSize: 9 });
      expect(supporting.map((c) => c.headingPath.at(-1)), strategy).toEqual(["Damaged goods", "Late returns"]);
    }
  });

  it("does not count a chunk that holds the words only in a heading line (fixed windows, merged sections, an empty heading)", async () => {
    // fixed windows of 7 words: the first, `Returns / Refunds take 14 days / Damaged goods`, holds
    // the heading, and its text holds the span; under the old text rule it supported the question
    const fixed = await supportingChunks(REPEATED, "Refunds take 14 days", { strategy: "fixed", size: 7 });
    const headingWindow = fixed.chunks[0]!;
    expect([headingWindow.startLine, headingWindow.endLine, normalizeSpan(headingWindow.text)]).toEqual([1, 5, "Returns Refunds take 14 days Damaged goods"]);
    expect(supports(headingWindow, fixed.key)).toBe(false);
    expect(fixed.supporting.map((c) => [c.startLine, normalizeSpan(c.text)])).toEqual(FIXED_SUPPORTING);
    // the empty heading is a chunk of its own holding the heading's text: not an occurrence
    const structural = await supportingChunks(REPEATED, "Refunds take 14 days", { strategy: "structural", size: 40 });
    const empty = structural.chunks.find((c) => c.text === "Refunds take 14 days")!;
    expect(supports(empty, structural.key)).toBe(false);
    // merged siblings keep each heading as a line; the merged chunk holds the body occurrences too, so it counts through them
    const merged = await supportingChunks(REPEATED, "Refunds take 14 days", { strategy: "structural", size: 60, mergeSmallSections: true });
    expect(merged.supporting.length).toBeGreaterThan(0);
    for (const c of merged.supporting) expect(c.startOffset! <= REPEATED.indexOf("Refunds take 14 days once")).toBe(true);
  });

  it("treats a span found only in a heading as a stale label (a heading key names a heading)", () => {
    const { problems } = resolve("# T\n\n## Refund window\n\nAsk the desk.\n", "Refund window");
    expect(problems.map((p) => [p.kind, p.file, p.line, p.key])).toEqual([["missing-span", "evals/retrieval.yaml", 4, "supporting[0]"]]);
    expect(problems[0]!.message).toBe('span "Refund window" appears in no document');
    expect(problems[0]!.hint).toMatch(/copy the gold text again/);
  });

  it("treats a span that only runs across a heading as a stale label naming where", () => {
    const { problems } = resolve("# T\n\n## A\n\nThe form is due.\n\n## B\n\nFiling it late costs.\n", "The form is due. Filing it late");
    expect(problems.map((p) => [p.kind, p.document])).toEqual([["missing-span", "docs/page.md"]]);
    expect(problems[0]!.message).toContain("running across a heading, from docs/page.md:5 into the next section");
    expect(problems[0]!.hint).toBe("quote text from under one heading, or key the question to both sections with one key each");
  });

  it("maps occurrences in a CRLF file with a BOM to the offsets chunks use", async () => {
    const content = "\uFEFF# T\r\n\r\n## A\r\n\r\nSame words here.\r\n\r\n## B\r\n\r\nOther words.\r\nSame words here.\r\n";
    const { key, supporting } = await supportingChunks(content, "Same words here.", { strategy: "structural", size: 40 });
    const text = content.slice(1);
    expect(key.occurrences!.get("docs/page.md")!.map((o) => [o.startLine, text.slice(o.start, o.end)])).toEqual([[5, "Same words here."], [10, "Same words here."]]);
    expect(supporting.map((c) => c.startLine)).toEqual([5, 9]);
  });

  it("matches a span across a line break with other whitespace, and a boundary between the lines supports neither side", async () => {
    const content = "# T\n\n## Returns\n\nReturn it within 30\n   days of delivery, boxed.\n";
    const span = "within 30 days of delivery";
    const { key } = resolve(content, span);
    const [o] = key!.occurrences!.get("docs/page.md")!;
    expect([o!.startLine, o!.endLine, content.slice(o!.start, o!.end)]).toEqual([5, 6, "within 30\n   days of delivery"]);
    const whole = await supportingChunks(content, span, { strategy: "structural", size: 40 });
    expect(whole.supporting.map((c) => [c.startLine, c.endLine])).toEqual([[5, 6]]);
    const cut = await supportingChunks(content, span, { strategy: "structural", size: 5 });
    expect(cut.chunks.map((c) => [c.startLine, c.endLine])).toEqual([[5, 5], [6, 6]]);
    expect(cut.supporting).toEqual([]);
  });

  it("counts both windows that repeat an occurrence in their overlap", async () => {
    const content = "# T\n\n## S\n\nOne two three four.\nFive six seven eight.\nNine ten eleven twelve.\n";
    const span = "Five six seven eight.";
    const { chunks, supporting } = await supportingChunks(content, span, { strategy: "structural", size: 8, overlap: 4 });
    expect(chunks.map((c) => [c.startLine, c.endLine])).toEqual([[5, 6], [6, 7]]);
    expect(supporting.map((c) => [c.startLine, c.endLine])).toEqual([[5, 6], [6, 7]]);
  });

  it("does not count a table header that a later part only repeats", async () => {
    const content = "# T\n\n## Plans\n\n| plan | price |\n| --- | --- |\n| basic | ten euros |\n| pro | forty euros |\n";
    const { chunks, supporting } = await supportingChunks(content, "| plan | price |", { strategy: "structural", size: 8 });
    expect(chunks.length).toBe(2);
    for (const c of chunks) expect(normalizeSpan(c.text)).toContain("| plan | price |");
    expect(supporting.map((c) => c.id)).toEqual([chunks[0]!.id]);
    const row = await supportingChunks(content, "| pro | forty euros |", { strategy: "structural", size: 8 });
    expect(row.supporting.map((c) => c.id)).toEqual([row.chunks[1]!.id]);
  });

  it("falls back to the text rule for chunks without offsets (a document built in memory)", async () => {
    const { document, key } = resolve(REPEATED, "Refunds take 14 days");
    const chunks = await chunkWith([document], { strategy: "structural", size: 40 });
    const withoutOffsets = chunks.map(({ startOffset: _s, endOffset: _e, ...rest }) => rest as Chunk);
    // the empty heading's chunk holds the words as its text: by text, it supports
    expect(withoutOffsets.filter((c) => supports(c, key!)).map((c) => c.startLine)).toEqual([3, 7, 11]);
  });

  it("property: every occurrence's offsets slice the source to text that reads as the span", () => {
    const word = fc.constantFrom("alpha", "beta", "gamma", "delta", "`code`", "**bold**", "[link](https://x.example/a)", "&amp;", "it");
    const line = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(" "));
    const block = fc.oneof(line, line.map((l) => `- ${l}`), fc.array(line, { minLength: 2, maxLength: 3 }).map((ls) => ls.join("\n")));
    const doc = fc.tuple(fc.array(block, { minLength: 1, maxLength: 5 }), fc.boolean()).map(([blocks, crlf]) => {
      const text = `# T\n\n## S\n\n${blocks.join("\n\n")}\n`;
      return crlf ? text.replace(/\n/g, "\r\n") : text;
    });
    fc.assert(
      fc.property(doc, fc.nat(), fc.integer({ min: 1, max: 5 }), (content, at, length) => {
        const document = parseDocument({ path: "docs/p.md", content }).document;
        const body = normalizeSpan(document.sections.flatMap((s) => s.blocks.flatMap((b) => b.lines)).join("\n")).split(" ");
        const start = at % body.length;
        const span = body.slice(start, start + length).join(" ");
        const { questions, problems } = resolveQuestions(golden(span), [document], split);
        expect(problems).toEqual([]);
        for (const o of questions[0]!.supporting[0]!.occurrences!.get("docs/p.md")!) expect(normalizeSpan(content.slice(o.start, o.end))).toBe(span);
      }),
      { numRuns: fuzzRuns(200) },
    );
  });
});
