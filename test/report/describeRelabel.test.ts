import { describe, expect, it } from "vitest";
import { describeRelabel } from "../../src/report/describe.js";

const renamed = { kind: "missing-heading" as const, suggestions: ["Damage claims"] };
const span = { kind: "missing-span" as const, suggestions: [] };

describe("describeRelabel", () => {
  it("names relabel --write for fixes found by name", () => {
    expect(describeRelabel([renamed, span])).toBe("`chunkgate relabel --write` applies the fix of 1 of them to the golden set, keeping its comments and formatting (`chunkgate relabel` alone shows the diff first).");
  });

  it("names relabel with --base when a fix was found by following the section's text, since by name it would land elsewhere", () => {
    const moved = { ...renamed, suggestions: ["OTEL_TRACES_SAMPLER"], movedTo: { path: "docs/a.md", document: "A", heading: ["Sampler arguments"], line: 7, share: 1 } };
    expect(describeRelabel([moved])).toMatch(/^`chunkgate relabel --base origin\/main --write` \(your base branch as `--base`\) applies its fix to the golden set, following each section's text to where it went/);
  });

  it("says nothing when no fix can be applied", () => {
    expect(describeRelabel([span])).toBeNull();
  });
});
