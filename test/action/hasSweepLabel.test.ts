import { describe, expect, it } from "vitest";
import { hasSweepLabel } from "../../src/action/runAction.js";

describe("hasSweepLabel", () => {
  it("finds the label among the pull request's labels, whatever its case, as GitHub compares label names", () => {
    expect(hasSweepLabel(["documentation", "chunkgate:sweep"], "chunkgate:sweep")).toBe(true);
    expect(hasSweepLabel(["Chunkgate:Sweep"], "chunkgate:sweep")).toBe(true);
    expect(hasSweepLabel(["docs: sweep"], "Docs: Sweep")).toBe(true);
  });

  it("does not match another label, a label that only starts the same, or no label", () => {
    expect(hasSweepLabel(["chunkgate:sweep-all", "chunkgate"], "chunkgate:sweep")).toBe(false);
    expect(hasSweepLabel([], "chunkgate:sweep")).toBe(false);
  });

  it("never fires when the trigger is off (an empty sweep-label)", () => {
    expect(hasSweepLabel(["chunkgate:sweep"], null)).toBe(false);
  });
});
