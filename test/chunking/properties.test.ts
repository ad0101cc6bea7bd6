import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import type { ChunkingParams } from "../../src/chunking/types.js";
import type { Document } from "../../src/corpus/types.js";
import { buildDocument, type SectionSpec } from "../helpers/buildDocument.js";
import { PARAMS } from "../helpers/chunkWith.js";

let serial = 0;
const line = fc.integer({ min: 1, max: 30 }).map((n) => Array.from({ length: n }, () => `t${serial++ % 997}`).join(" "));
const block = fc.oneof(
  { weight: 4, arbitrary: fc.array(line, { minLength: 1, maxLength: 5 }) },
  { weight: 1, arbitrary: fc.array(line, { minLength: 1, maxLength: 4 }).map((atomic) => ({ atomic })) },
);
const section: fc.Arbitrary<SectionSpec> = fc.record({
  heading: fc.array(fc.constantFrom("Alpha", "Beta", "Gamma"), { minLength: 1, maxLength: 3 }),
  blocks: fc.array(block, { minLength: 0, maxLength: 4 }),
});
const documentArb = fc.array(section, { minLength: 1, maxLength: 5 }).map((sections) => buildDocument({ sections }));
const paramsArb = fc
  .record({
    strategy: fc.constantFrom("structural", "fixed", "recursive", "parent-child"),
    mergeSmallSections: fc.boolean(),
    childShare: fc.double({ min: 0.1, max: 1, noNaN: true }),
    unit: fc.constantFrom("words" as const, "tokens" as const),
    size: fc.integer({ min: 5, max: 80 }),
    overlapShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
    contextHeader: fc.boolean(),
  })
  .map(({ overlapShare, childShare, ...p }): ChunkingParams => ({ ...PARAMS, ...p, overlap: Math.floor(p.size * overlapShare), childSize: Math.max(1, Math.floor(p.size * childShare)) }));

function contentLines(doc: Document, withHeadings: boolean): number[] {
  const lines = doc.sections.flatMap((s) => [
    ...(withHeadings && s.headingLine !== null ? [s.headingLine] : []),
    ...s.blocks.flatMap((b) => b.lines.map((_, i) => b.startLine + i)),
  ]);
  return lines;
}

async function chunk(doc: Document, params: ChunkingParams) {
  return await chunkCorpus(await prepareCorpus([doc], params.tokenizer), params);
}

describe("chunker invariants (property-based)", () => {
  it("structural chunks never cross a heading", async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, paramsArb, async (doc, params) => {
        for (const strategy of ["structural", "recursive", "parent-child"]) {
          const chunks = await chunk(doc, { ...params, strategy, mergeSmallSections: false });
          for (const c of chunks) {
            const home = doc.sections.filter((s) => s.startLine <= c.startLine && c.endLine <= s.endLine);
            expect(home).toHaveLength(1);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("every content line lands in some chunk", async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, paramsArb, async (doc, params) => {
        const chunks = await chunk(doc, params);
        const covered = (n: number) => chunks.some((c) => c.startLine <= n && n <= c.endLine);
        for (const n of contentLines(doc, params.strategy === "fixed")) expect(covered(n)).toBe(true);
        // a heading with no content and no subsection keeps its text in the index too
        doc.sections.forEach((s, i) => {
          const next = doc.sections[i + 1];
          const bare = s.headingLine !== null && s.blocks.length === 0 && (!next || next.headingPath.length <= s.headingPath.length);
          if (bare) expect(chunks.some((c) => c.startLine <= s.headingLine! && s.headingLine! <= c.endLine && c.text.includes(s.headingPath.at(-1)!))).toBe(true);
        });
      }),
      { numRuns: 150 },
    );
  });

  it("a chunk exceeds its size only when it is a single unsplittable unit, and is then flagged", async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, paramsArb, async (doc, params) => {
        const chunks = await chunk(doc, params);
        const limit = params.strategy === "parent-child" ? params.childSize! : params.size;
        for (const c of chunks) {
          const count = params.unit === "words" ? c.words : c.tokens;
          expect(c.oversized ?? false, `${params.strategy} ${count} vs ${limit}`).toBe(count > limit);
          if (count <= limit) continue;
          // one line (or one code line between its fences), or one word for fixed/recursive prose
          const body = c.text.split("\n").filter((l) => !l.startsWith("```"));
          expect(body.length === 1 || c.text.split(/\s+/).length === 1, `${params.strategy} chunk of ${count} > ${limit}: ${c.text}`).toBe(true);
          if (params.strategy === "fixed") expect(c.text.split(/\s+/)).toHaveLength(1);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("merged sections are consecutive siblings under one parent, never crossing a higher heading", async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, paramsArb, async (doc, params) => {
        const chunks = await chunk(doc, { ...params, strategy: "structural", mergeSmallSections: true });
        for (const c of chunks) {
          const covered = doc.sections.filter((s) => s.startLine <= c.endLine && c.startLine <= s.endLine);
          if (covered.length === 1) continue;
          const depth = covered[0]!.headingPath.length;
          for (const s of covered) {
            expect(s.headingPath.length).toBe(depth);
            expect(s.headingPath.slice(0, -1)).toEqual(c.headingPath);
          }
          expect(params.unit === "words" ? c.words : c.tokens).toBeLessThanOrEqual(params.size);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("parent-child: every child lies inside its parent, and a parent inside one section", async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, paramsArb, async (doc, params) => {
        const chunks = await chunk(doc, { ...params, strategy: "parent-child" });
        for (const c of chunks) {
          const parent = c.parent!;
          expect(parent.startLine <= c.startLine && c.endLine <= parent.endLine).toBe(true);
          expect(doc.sections.filter((s) => s.startLine <= parent.startLine && parent.endLine <= s.endLine)).toHaveLength(1);
          expect(parent.tokens).toBeGreaterThanOrEqual(c.tokens);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("consecutive windows never repeat more than the overlap", async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, paramsArb, async (doc, params) => {
        const chunks = await chunk(doc, { ...params, unit: "words", contextHeader: false });
        for (let i = 1; i < chunks.length; i++) {
          const prev = chunks[i - 1]!;
          const next = chunks[i]!;
          if (next.startLine > prev.endLine) continue;
          const a = prev.text.split(/\s+/);
          const b = next.text.split(/\s+/);
          // the repeated part is a suffix of prev that is a prefix of next
          let shared = 0;
          for (let n = Math.min(a.length, b.length); n > 0; n--) {
            if (a.slice(-n).join(" ") === b.slice(0, n).join(" ")) {
              shared = n;
              break;
            }
          }
          expect(shared).toBeLessThanOrEqual(params.overlap);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("is deterministic: the same document and parameters give identical chunks", async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, paramsArb, async (doc, params) => {
        expect(await chunk(doc, params)).toEqual(await chunk(doc, params));
      }),
      { numRuns: 50 },
    );
  });
});
