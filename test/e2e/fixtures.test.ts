import { describe, expect, it } from "vitest";
import { countWords } from "../../src/chunking/countWords.js";
import { fixtureEvaluator } from "../helpers/evaluateFixture.js";

describe("fixtures/lumen reproduces background/000's findings", async () => {
  const { workspace, evaluate } = await fixtureEvaluator("lumen");
  const documents = workspace.documents.get("product_docs")!;

  it("has the scenario's shape: ~30 short documents, ~170 sections, none over 99 words, 36 questions", () => {
    const sections = documents.flatMap((d) => d.sections);
    expect(documents).toHaveLength(30);
    expect(sections.length).toBeGreaterThanOrEqual(165);
    const longest = Math.max(...sections.map((s) => countWords(s.blocks.flatMap((b) => b.lines).join(" "))));
    expect(longest).toBeLessThanOrEqual(99);
    expect(workspace.golden.questions).toHaveLength(36);
    expect(workspace.golden.questions.filter((q) => q.supporting.length === 0).length).toBeGreaterThan(0);
    expect(workspace.labelProblems).toEqual([]);
  });

  it("structural chunking at size 120 and 480 words gives identical chunks and identical recall", async () => {
    const at120 = await evaluate({ size: 120, overlap: 20 });
    const at480 = await evaluate({ size: 480, overlap: 20 });
    expect(at480.chunks).toEqual(at120.chunks);
    expect(at480.chunks).toHaveLength(documents.flatMap((d) => d.sections).filter((s) => s.blocks.length > 0).length);
    expect(at480.train).toEqual(at120.train);
    expect(at480.heldOut).toEqual(at120.heldOut);
  });

  it("dropping headings from what is indexed lowers recall", async () => {
    const withHeaders = await evaluate({ contextHeader: true });
    const without = await evaluate({ contextHeader: false });
    const hits = (e: typeof without) => e.train.hits + e.heldOut.hits;
    expect(hits(without)).toBeLessThan(hits(withHeaders) - 3);
    expect(without.train.recall).toBeLessThan(withHeaders.train.recall);
  });
});

describe("fixtures/policies: a shape where size and overlap change the numbers", async () => {
  const { evaluate } = await fixtureEvaluator("policies");

  it("changes chunk counts and recall across sizes and overlaps", async () => {
    const cells = [
      [60, 0],
      [60, 20],
      [120, 0],
      [240, 20],
    ] as const;
    const results = await Promise.all(cells.map(([size, overlap]) => evaluate({ size, overlap })));
    const chunks = results.map((r) => r.chunks.length);
    expect(new Set(chunks).size).toBe(cells.length);
    const hits = results.map((r) => r.train.hits + r.heldOut.hits);
    expect(new Set(hits).size).toBeGreaterThan(1);
    // overlap stores more tokens for the same size
    expect(results[1]!.cost.storedTokens).toBeGreaterThan(results[0]!.cost.storedTokens);
  });
});
