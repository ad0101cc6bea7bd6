import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createNearDuplicateFilter } from "../../../src/usecases/suggest/draftWithModel.js";

describe("near-duplicate questions (word-pair Jaccard ≥ 0.8)", () => {
  it("catches one word added at the end, not another subject in the same frame", () => {
    const isDuplicate = createNearDuplicateFilter(["How long is the warranty?"]);
    expect(isDuplicate("how long is THE warranty period")).toBe(true); // 4 of 5 pairs
    expect(isDuplicate("How long is the trial?")).toBe(false); // 3 of 5
    expect(isDuplicate("How long is the trial")).toBe(true); // now seen
  });

  it("keeps word order: the same words in another order are not a duplicate", () => {
    expect(createNearDuplicateFilter(["how do I reset the password"])("the password I reset how do")).toBe(false);
  });

  it("lets every question through once and refuses it the second time, whatever its text; a question without words never counts", () => {
    fc.assert(
      fc.property(fc.string(), (question) => {
        const isDuplicate = createNearDuplicateFilter([]);
        expect(isDuplicate(question)).toBe(false);
        expect(isDuplicate(question)).toBe(/[\p{L}\p{N}]/u.test(question));
      }),
    );
  });
});
