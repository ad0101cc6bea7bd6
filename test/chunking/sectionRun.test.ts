import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { buildChunk, contentBudget, unitSize } from "../../src/chunking/buildChunk.js";
import { createMeasurer, type Measurer } from "../../src/chunking/measure.js";
import { packWindows } from "../../src/chunking/packWindows.js";
import { prepareDocument, type PreparedDocument } from "../../src/chunking/prepareDocument.js";
import { headingPiece, isBareLeafHeading, sectionPieces } from "../../src/chunking/sectionPieces.js";
import { sectionChunks } from "../../src/chunking/sectionRun.js";
import { loadTokenCounter } from "../../src/chunking/tokenCounter.js";
import type { Chunk, ChunkingParams } from "../../src/chunking/types.js";
import { loadCorpus } from "../../src/corpus/loadCorpus.js";
import { buildDocument, words } from "../helpers/buildDocument.js";
import { PARAMS } from "../helpers/chunkWith.js";

/**
 * sectionChunks against the piece path it replaces for plain structural chunking, which
 * mergeSmallSections still takes: sectionPieces' pieces, packWindows' windows, buildChunk's chunks.
 * The two must give the same chunks, field for field and in field order.
 */
function byPieces(prepared: PreparedDocument, params: ChunkingParams): Chunk[] {
  const chunks: Chunk[] = [];
  const size = unitSize(params);
  prepared.sections.forEach((section, i) => {
    const budget = contentBudget(params, section.header);
    const bare = isBareLeafHeading(section, prepared.sections[i + 1]) ? headingPiece(section) : undefined;
    const pieces = bare ? [bare] : sectionPieces(section, budget, size);
    for (const [start, end] of packWindows(pieces, { budget, overlap: params.overlap, size })) {
      const { document } = prepared;
      chunks.push(buildChunk({ path: document.path, title: document.title, headingPath: section.headingPath, header: section.header, pieces: pieces.slice(start, end) }, chunks.length, params));
    }
  });
  return chunks;
}

function byRun(prepared: PreparedDocument, params: ChunkingParams): Chunk[] {
  const chunks: Chunk[] = [];
  prepared.sections.forEach((section, i) => sectionChunks(prepared.document, section, prepared.sections[i + 1], params, chunks));
  return chunks;
}

/** Same chunks, and the same keys in the same order (a field added out of order would change JSON reports). */
function expectSame(got: Chunk[], expected: Chunk[]): void {
  expect(got).toEqual(expected);
  expect(got.map((c) => Object.keys(c))).toEqual(expected.map((c) => Object.keys(c)));
}

const paramsArb = fc
  .record({
    unit: fc.constantFrom("words" as const, "tokens" as const),
    size: fc.integer({ min: 3, max: 300 }),
    overlapShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
    contextHeader: fc.boolean(),
  })
  .map(({ overlapShare, ...p }): ChunkingParams => ({ ...PARAMS, ...p, overlap: Math.floor(p.size * overlapShare) }));

let measurer: Measurer;
beforeAll(async () => {
  measurer = createMeasurer(await loadTokenCounter("o200k_base"));
});

describe("sectionChunks", () => {
  it("gives the piece path's chunks on every fixture document (tables, code, lists, offsets), for any size and overlap", async () => {
    const { documents } = await loadCorpus({ root: path.resolve(import.meta.dirname, "../../fixtures"), include: ["**/*.md", "**/*.mdx"] });
    expect(documents.length).toBeGreaterThan(10);
    const prepared = documents.map((d) => prepareDocument(d, measurer));
    fc.assert(
      fc.property(paramsArb, (params) => {
        for (const doc of prepared) expectSame(byRun(doc, params), byPieces(doc, params));
      }),
      { numRuns: 40, seed: 11 },
    );
  });

  it("gives the piece path's chunks on generated documents: bare headings, atomic blocks larger than the budget, empty sections", () => {
    const block = fc.oneof(
      { weight: 4, arbitrary: fc.array(fc.integer({ min: 1, max: 40 }).map((n) => words(n)), { minLength: 1, maxLength: 6 }) },
      { weight: 1, arbitrary: fc.array(fc.integer({ min: 1, max: 60 }).map((n) => words(n, "c")), { minLength: 1, maxLength: 8 }).map((atomic) => ({ atomic })) },
    );
    const section = fc.record({ heading: fc.array(fc.constantFrom("Alpha", "Beta", "Gamma"), { minLength: 1, maxLength: 3 }), blocks: fc.array(block, { maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(section, { minLength: 1, maxLength: 6 }), paramsArb, (sections, params) => {
        const prepared = prepareDocument(buildDocument({ sections }), measurer);
        expectSame(byRun(prepared, params), byPieces(prepared, params));
      }),
      { numRuns: 300, seed: 12 },
    );
  });
});
