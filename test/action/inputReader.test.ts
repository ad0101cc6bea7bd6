import { describe, expect, it } from "vitest";
import { inputReader } from "../../src/action/parseInputs.js";

describe("inputReader", () => {
  it("reads INPUT_<NAME> as the runner names it (upper case, dashes kept), trimmed", () => {
    const read = inputReader({ "INPUT_SWEEP-LABEL": "  chunkgate:sweep \n", INPUT_MODE: "sweep", "INPUT_MY_INPUT": "x" });
    expect(read("sweep-label")).toBe("chunkgate:sweep");
    expect(read("mode")).toBe("sweep");
    expect(read("my input")).toBe("x");
  });

  it("tells an input set empty ('') from one not set at all (undefined)", () => {
    const read = inputReader({ "INPUT_SWEEP-LABEL": "" });
    expect(read("sweep-label")).toBe("");
    expect(read("mode")).toBeUndefined();
  });
});
