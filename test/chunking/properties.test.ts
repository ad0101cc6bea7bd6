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
    strategy: fc.constantFrom("structural", "fixed", "recursive"),
    unit: fc.constantFrom("words" as const, "tokens" as const),
    size: fc.integer({ min: 5, max: 80 }),
    overlapShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
    contextHeader: fc.boolean(),
  })
  .map(({ overlapShare, ...p }): ChunkingParams => ({ ...PARAMS, ...p, overlap: Math.floor(p.size * overlapShare) }));

function contentLines(doc: Document, withHeadings: boolean): number[] {
  const lines = doc.sections.flatMap((s) => [
    ...(withHeadings && s.headingLine !== null ? [s.headingLine] : []),
    ...s.blocks.flatMap((b) => b.lines.map((_, i) => b.startLine + i)),
  ]);
  return lines;
}

async function chunk(doc: Document, params: ChunkingParams) {
  return chunkCorpus(await prepareCorpus([doc], params.tokenizer), params);
}

describe("chunker invariants (property-based)", () => {
  it("structural chunks never cross a heading", async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, paramsArb, async (doc, params) => {
        const chunks = await chunk(doc, { ...params, strategy: "structural" });
        for (const c of chunks) {
          const home = doc.sections.filter((s) => s.startLine <= c.startLine && c.endLine <= s.endLine);
          expect(home).toHaveLength(1);
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
      }),
      { numRuns: 150 },
    );
  });

  it("a chunk exceeds its size only when it is a single unsplittable piece", async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, paramsArb, async (doc, params) => {
        const chunks = await chunk(doc, params);
        for (const c of chunks) {
          const count = params.unit === "words" ? c.words : c.tokens;
          if (count <= params.size) continue;
          // structural: one line or one atomic block; fixed/recursive: one word (plus header)
          const oneBlock = doc.sections.some((s) => s.blocks.some((b) => b.atomic && b.startLine === c.startLine && b.endLine === c.endLine));
          const single = c.startLine === c.endLine || oneBlock;
          expect(single, `${params.strategy} chunk of ${count} > ${params.size}: ${c.text}`).toBe(true);
          if (params.strategy !== "structural") expect(c.text.split(/\s+/)).toHaveLength(1);
        }
      }),
      { numRuns: 150 },
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
