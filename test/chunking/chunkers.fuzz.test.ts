import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import type { Chunk, ChunkingParams } from "../../src/chunking/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import type { Document } from "../../src/corpus/types.js";
import { PARAMS } from "../helpers/chunkWith.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";

/*
 * A fuzz campaign for every chunker over generated Markdown files (parsed, so chunks carry offsets):
 * headings of four levels, paragraphs of repeated words and sentences, list items, quotes, tables
 * and fenced code with an info string, LF or CRLF, with or without a BOM. Each property runs
 * fuzzRuns(n) cases: scale them with CHUNKGATE_FUZZ_SCALE for a long campaign
 * (`CHUNKGATE_FUZZ_SCALE=50 npx vitest run test/chunking/chunkers.fuzz.test.ts`).
 */

const word = fc.constantFrom("alpha", "beta", "gamma", "It", "this", "delta.", "epsilon,", "Zeta", "eta", "theta.");
const words = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max }).map((w) => w.join(" "));
const INFO = 'ts title="x"';
const blockArb = fc.oneof(
  { weight: 4, arbitrary: fc.array(words(1, 14), { minLength: 1, maxLength: 3 }).map((lines) => lines.join("\n")) },
  { weight: 1, arbitrary: fc.array(words(1, 6), { minLength: 1, maxLength: 3 }).map((items) => items.map((i) => `- ${i}`).join("\n")) },
  { weight: 1, arbitrary: words(1, 8).map((w) => `> ${w}`) },
  {
    weight: 2,
    arbitrary: fc.array(fc.tuple(words(1, 3), words(1, 3)), { minLength: 1, maxLength: 8 }).map((rows) => ["| Hkey | Hvalue |", "| --- | --- |", ...rows.map(([a, b]) => `| r ${a} | ${b} |`)].join("\n")),
  },
  { weight: 2, arbitrary: fc.array(words(1, 6), { minLength: 1, maxLength: 8 }).map((lines) => ["```" + INFO, ...lines.map((l) => `code ${l};`), "```"].join("\n")) },
);
const sectionArb = fc.tuple(fc.integer({ min: 2, max: 4 }), words(1, 3), fc.array(blockArb, { maxLength: 4 }));
const fileArb = fc
  .tuple(words(1, 3), fc.array(blockArb, { maxLength: 2 }), fc.array(sectionArb, { minLength: 1, maxLength: 6 }), fc.boolean(), fc.boolean())
  .map(([title, intro, sections, crlf, bom]) => {
    const parts = [`# ${title}`, ...intro, ...sections.flatMap(([level, heading, blocks]) => [`${"#".repeat(level)} ${heading}`, ...blocks])];
    const text = `${parts.join("\n\n")}\n`;
    return `${bom ? "\uFEFF" : ""}${crlf ? text.replace(/\n/g, "\r\n") : text}`;
  });
const paramsArb = fc
  .record({
    unit: fc.constantFrom("words" as const, "tokens" as const),
    size: fc.integer({ min: 3, max: 60 }),
    overlapShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
    childShare: fc.double({ min: 0.1, max: 1, noNaN: true }),
    contextHeader: fc.boolean(),
  })
  .map(({ overlapShare, childShare, ...p }): ChunkingParams => ({ ...PARAMS, ...p, overlap: Math.floor(p.size * overlapShare), childSize: Math.max(1, Math.floor(p.size * childShare)) }));

const STRATEGIES: Array<{ name: string; params: (p: ChunkingParams) => ChunkingParams }> = [
  { name: "structural", params: (p) => ({ ...p, strategy: "structural" }) },
  { name: "merge_small_sections", params: (p) => ({ ...p, strategy: "structural", mergeSmallSections: true }) },
  { name: "recursive", params: (p) => ({ ...p, strategy: "recursive" }) },
  { name: "fixed", params: (p) => ({ ...p, strategy: "fixed" }) },
  { name: "page", params: (p) => ({ ...p, strategy: "page" }) },
  { name: "parent-child", params: (p) => ({ ...p, strategy: "parent-child" }) },
  // LangChain counts characters: sizes of 30 to 600 characters, overlap below them
  { name: "langchain-recursive", params: (p) => ({ ...p, strategy: "langchain-recursive", lengthUnit: "characters", contextHeader: false, size: p.size * 10, overlap: p.overlap * 10 }) },
];

async function chunksOf(content: string, params: ChunkingParams): Promise<{ doc: Document; text: string; chunks: Chunk[] }> {
  const { document } = parseDocument({ path: "docs/page.md", content });
  const chunks = await chunkCorpus(await prepareCorpus([document], params.tokenizer), params);
  return { doc: document, text: content.replace(/^\uFEFF/, ""), chunks };
}

const FENCE = /^\s*```/;
const TABLE_HEAD = /^\| Hkey \| Hvalue \|$|^\| --- \| --- \|$/;
/**
 * What both a chunk's text and its slice of the source read as once the scaffolding a chunker may
 * add or leave out is removed: heading markers (a chunk holds a heading's text, the source `## `),
 * fence lines (a whole code block's lines are indexed without them; a split one reopens them),
 * the table header and delimiter rows (repeated in every part), and blank lines; whitespace collapsed.
 */
function bodyOf(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/^#{1,6} /, ""))
    .filter((l) => l.trim() !== "" && !FENCE.test(l) && !TABLE_HEAD.test(l))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

function headingLevels(slice: string): number[] {
  return slice.split(/\r\n|\r|\n/).flatMap((l) => (/^(#{1,6}) /.exec(l) ? [/^(#{1,6}) /.exec(l)![1]!.length] : []));
}

describe("chunkers under fuzz: generated Markdown files, every strategy", () => {
  it("offsets slice the source to exactly the chunk's own text (LangChain's: byte for byte)", async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, paramsArb, async (content, base) => {
        for (const strategy of STRATEGIES) {
          const { text, chunks } = await chunksOf(content, strategy.params(base));
          for (const c of chunks) {
            expect(c.startOffset !== undefined && c.endOffset !== undefined && c.startOffset <= c.endOffset, `${strategy.name} ${c.id} has offsets`).toBe(true);
            const slice = text.slice(c.startOffset, c.endOffset);
            if (strategy.name === "langchain-recursive") expect(slice).toBe(c.text);
            else expect(bodyOf(slice), `${strategy.name} ${c.id}: ${JSON.stringify(c.text)}`).toBe(bodyOf(c.text));
            // lines agree with offsets
            const before = text.slice(0, c.startOffset);
            expect((before.match(/\r\n|\r|\n/g) ?? []).length + 1, `${strategy.name} ${c.id} start line`).toBe(c.startLine);
          }
        }
      }),
      { numRuns: fuzzRuns(60) },
    );
  });

  it("structural chunks never cross a heading; merged ones never a higher-level heading", async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, paramsArb, async (content, base) => {
        for (const name of ["structural", "recursive", "parent-child", "merge_small_sections"]) {
          const { text, chunks } = await chunksOf(content, STRATEGIES.find((s) => s.name === name)!.params(base));
          for (const c of chunks) {
            const levels = headingLevels(text.slice(c.startOffset, c.endOffset));
            if (name !== "merge_small_sections") {
              // only an empty heading's own chunk holds a heading line, and then nothing else
              expect(levels.length === 0 || (levels.length === 1 && c.startLine === c.endLine), `${name} ${c.id}`).toBe(true);
              continue;
            }
            // a merged chunk holds sibling headings one level under its heading path, never one above
            for (const level of levels) expect(level, `${c.id} ${JSON.stringify(c.headingPath)}`).toBeGreaterThanOrEqual(c.headingPath.length + 1);
          }
        }
      }),
      { numRuns: fuzzRuns(60) },
    );
  });

  it("every part of a table starts with its header and delimiter; every part of a split code block is fenced with its info string", async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, paramsArb, async (content, base) => {
        for (const name of ["structural", "merge_small_sections", "recursive", "parent-child"]) {
          const { doc, chunks } = await chunksOf(content, STRATEGIES.find((s) => s.name === name)!.params(base));
          const codeBlocks = doc.sections.flatMap((s) => s.blocks.filter((b) => b.kind === "code"));
          for (const c of chunks) {
            const lines = c.text.split("\n");
            lines.forEach((line, i) => {
              if (!line.startsWith("| r ")) return;
              // the nearest line above that is not a body row is the delimiter, with the header above it
              let j = i - 1;
              while (j >= 0 && lines[j]!.startsWith("| r ")) j--;
              expect([lines[j - 1], lines[j]], `${name} ${c.id}: ${JSON.stringify(c.text)}`).toEqual(["| Hkey | Hvalue |", "| --- | --- |"]);
            });
            // fences come in pairs, each opened with the block's info string
            const fences = lines.filter((l) => FENCE.test(l));
            expect(fences.length % 2, `${name} ${c.id}`).toBe(0);
            fences.forEach((f, i) => expect(f).toBe(i % 2 === 0 ? "```" + INFO : "```"));
            // a chunk holding only part of a code block's lines holds them fenced
            for (const block of codeBlocks) {
              const inside = block.lines.filter((_, k) => c.startLine <= block.startLine + k && block.startLine + k <= c.endLine);
              const partial = inside.length > 0 && inside.length < block.lines.length && c.startLine >= block.startLine && c.endLine <= block.endLine;
              if (partial) expect(lines[0], `${name} ${c.id}`).toBe("```" + INFO);
            }
          }
        }
      }),
      { numRuns: fuzzRuns(60) },
    );
  });

  it("budgets hold, except a chunk flagged oversized (one unit that cannot be split)", async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, paramsArb, async (content, base) => {
        for (const strategy of STRATEGIES) {
          if (strategy.name === "page") continue;
          const params = strategy.params(base);
          const { chunks } = await chunksOf(content, params);
          for (const c of chunks) {
            if (strategy.name === "langchain-recursive") {
              expect(c.oversized ?? false, `${c.id} ${c.text.length} vs ${params.size}`).toBe(c.text.length > params.size);
              continue;
            }
            const limit = strategy.name === "parent-child" ? params.childSize! : params.size;
            const count = params.unit === "words" ? c.words : c.tokens;
            expect(c.oversized ?? false, `${strategy.name} ${c.id}: ${count} vs ${limit}`).toBe(count > limit);
          }
        }
      }),
      { numRuns: fuzzRuns(60) },
    );
  });
});
