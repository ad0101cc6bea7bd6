import { describe, expect, it } from "vitest";
import { sweepFailure } from "../../src/action/sweepFailure.js";
import { sweepOutputs } from "../../src/action/sweepOutputs.js";
import { actionSweep } from "./lumenSweep.js";

const stale = { questionId: "lum-001", file: "evals/retrieval.yaml", line: 12, kind: "missing-heading" as const, message: "m", suggestions: [], hint: "h" };

describe("sweepOutputs", () => {
  it("passes a sweep that ran, with the chosen cells' recall, and the sweep JSON as both report paths", async () => {
    expect(sweepOutputs(await actionSweep(), "/tmp/r.json")).toEqual({
      verdict: "pass",
      recall: "1",
      "held-out-recall": "0.7",
      "failed-sources": "",
      "report-path": "/tmp/r.json",
      "sweep-report-path": "/tmp/r.json",
    });
  });

  it("fails on a source that could not be swept or a stale label, never on the numbers", async () => {
    const errors = [{ sourceId: "faq", message: "no train question" }];
    expect(sweepOutputs(await actionSweep(["a"], { errors }), "/r")).toMatchObject({ verdict: "fail", "failed-sources": "faq", recall: "1" });
    expect(sweepOutputs(await actionSweep(["a"], { labelProblems: [stale] }), "/r")).toMatchObject({ verdict: "fail", "failed-sources": "" });
    expect(sweepOutputs(await actionSweep([], { errors }), "/r")).toMatchObject({ verdict: "fail", recall: "", "held-out-recall": "" });
  });
});

describe("sweepFailure", () => {
  it("is nothing for a sweep that ran, however its numbers look", async () => {
    expect(sweepFailure(await actionSweep(["a", "b"]))).toEqual({ error: null, stale: null });
  });

  it("names each source that could not be swept, and stale labels apart (only they can be downgraded)", async () => {
    const report = await actionSweep(["a"], { errors: [{ sourceId: "faq", message: "chunkgate.yml:9: no train question\n  fix: add some" }], labelProblems: [stale, stale] });
    const { error, stale: staleMessage } = sweepFailure(report);
    expect(error).toBe("chunkgate: one source could not be swept\n- faq: chunkgate.yml:9: no train question\n  fix: add some");
    expect(staleMessage).toMatch(/^chunkgate: FAIL\n- 2 golden-set labels no longer fit the corpus \(stale labels\)/);
  });
});
