import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors.js";
import { parseGridFlag } from "../../src/cli/parseGridFlag.js";

function refusal(run: () => unknown): UserError {
  try {
    run();
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error("expected a UserError");
}

describe("parsing the grid flags", () => {
  it("reads comma lists, with spaces allowed", () => {
    expect(parseGridFlag.sizes("120, 240,480")).toEqual([120, 240, 480]);
    expect(parseGridFlag.overlaps("0,0.1,.25,20")).toEqual([0, 0.1, 0.25, 20]);
    expect(parseGridFlag.strategies("structural,fixed")).toEqual(["structural", "fixed"]);
    expect(parseGridFlag.shard("2/3")).toEqual({ index: 2, count: 3 });
    expect(parseGridFlag.retrievers("bm25, hybrid")).toEqual(["bm25", "hybrid"]);
  });

  it.each([
    ["sizes", "120,0", 'not "0"'],
    ["sizes", "120,", "empty value"],
    ["sizes", "1.5", 'not "1.5"'],
    ["overlaps", "1.5", 'not "1.5"'],
    ["overlaps", "-0.1", 'not "-0.1"'],
    ["overlaps", "ten", 'not "ten"'],
    ["shard", "4/3", 'not "4/3"'],
    ["shard", "0/3", 'not "0/3"'],
    ["shard", "1", 'not "1"'],
    ["retrievers", "bm25,,hybrid", "empty value"],
    ["retrievers", "bm25,hybrid,bm25", 'names "bm25" twice'],
  ] as const)("refuses --%s %s, quoting the value and giving an example", (flag, value, message) => {
    const error = refusal(() => parseGridFlag[flag](value));
    expect(error.message).toContain(message);
    expect(error.hint).toMatch(/e\.g\./);
  });
});
