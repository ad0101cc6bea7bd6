import { describe, expect, it } from "vitest";
import { chunkWarnings, QualityTally, summariseQuality } from "../../src/chunking/qualityWarnings.js";
import type { Chunk } from "../../src/chunking/types.js";

function chunk(text: string, extra: Partial<Chunk> = {}): Chunk {
  return { id: "d.md#0000", path: "d.md", title: "D", headingPath: ["D", "Setup"], startLine: 3, endLine: 3, text, embedText: text, words: 40, tokens: 60, contentTokens: 50, ...extra };
}
const kinds = (c: Chunk, orphanTokens?: number) => chunkWarnings([c], { orphanTokens })[0]?.kinds ?? [];

describe("chunk quality warnings, one rule at a time", () => {
  it("orphan: fewer content tokens than the floor, the header not counted", () => {
    expect(kinds(chunk("Short text here.", { contentTokens: 4, tokens: 30 }))).toEqual(["orphan"]);
    expect(kinds(chunk("Short text here.", { contentTokens: 4, tokens: 30 }), 3)).toEqual([]);
    expect(kinds(chunk("Long enough text here.", { contentTokens: 25 }))).toEqual([]);
  });

  it("mid-sentence: a lowercase start or a continuing mark, never code or a table", () => {
    expect(kinds(chunk("and then the service restarts."))).toEqual(["mid-sentence"]);
    expect(kinds(chunk(", which is why it restarts."))).toEqual(["mid-sentence"]);
    expect(kinds(chunk("The service restarts."))).toEqual([]);
    expect(kinds(chunk("```sh\nnpm install\n```"))).toEqual([]);
    expect(kinds(chunk("| a | b |\n| - | - |"))).toEqual([]);
  });

  it("pronoun-start: it, this, they, that or these opening the chunk", () => {
    for (const start of ["It", "This", "They", "That", "These"]) expect(kinds(chunk(`${start} restarts the service.`))).toEqual(["pronoun-start"]);
    expect(kinds(chunk("Items restart the service."))).toEqual([]);
    expect(kinds(chunk("Thesis: the service restarts."))).toEqual([]);
    expect(kinds(chunk("this.config is read first."))).toEqual(["mid-sentence"]);
  });

  it("empty-heading: the chunk is its heading and nothing else", () => {
    expect(kinds(chunk("Setup", { contentTokens: 30 }))).toEqual(["empty-heading"]);
    expect(kinds(chunk("Setup the service first.", { contentTokens: 30 }))).toEqual([]);
  });

  it("over-budget: the chunk is flagged oversized", () => {
    expect(kinds(chunk("One very long unbreakable line.", { oversized: true }))).toEqual(["over-budget"]);
  });

  it("the rate counts chunks with at least one warning; counts are per kind", () => {
    const chunks = [chunk("it was cut.", { contentTokens: 3 }), chunk("A fine chunk of text."), chunk("Setup"), chunk("Another fine chunk.")];
    const q = summariseQuality(chunks);
    expect(q).toEqual({ chunks: 4, flagged: 2, rate: 0.5, counts: { orphan: 1, "mid-sentence": 1, "pronoun-start": 1, "empty-heading": 1, "over-budget": 0 } });
    expect(summariseQuality([]).rate).toBe(0);
  });
});

describe("QualityTally: the summary of chunks handed over one at a time", () => {
  it("equals summariseQuality over the same chunks, and over none", () => {
    const chunks = [
      chunk("Short text here.", { contentTokens: 4 }),
      chunk("and then it restarts."),
      chunk("It restarts.", { oversized: true }),
      chunk("Setup", { headingPath: ["D", "Setup"] }),
      chunk("The service restarts."),
    ];
    for (const orphanTokens of [undefined, 3, 100]) {
      const tally = new QualityTally({ orphanTokens });
      for (const c of chunks) tally.add(c);
      expect(tally.summary()).toEqual(summariseQuality(chunks, { orphanTokens }));
      expect(tally.summary().flagged).toBeGreaterThan(0);
    }
    expect(new QualityTally().summary()).toEqual(summariseQuality([]));
  });
});
