import { describe, expect, it } from "vitest";
import { sweepOutputs } from "../../src/action/actionOutputs.js";
import { renderFailure } from "../../src/report/renderCommands.js";
import { decideSweepOutcome } from "../../src/usecases/decideOutcome.js";
import { actionSweep } from "./lumenSweep.js";

const stale = { questionId: "lum-001", file: "evals/retrieval.yaml", line: 12, key: "supporting[0]", kind: "missing-heading" as const, message: "m", suggestions: [], hint: "h" };

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

  it("is an error on a source that could not be swept or a stale label, never on the numbers", async () => {
    const errors = [{ sourceId: "faq", message: "no train question" }];
    expect(sweepOutputs(await actionSweep(["a"], { errors }), "/r")).toMatchObject({ verdict: "error", "failed-sources": "faq", recall: "1" });
    expect(sweepOutputs(await actionSweep(["a"], { labelProblems: [stale] }), "/r")).toMatchObject({ verdict: "error", "failed-sources": "" });
    expect(sweepOutputs(await actionSweep([], { errors }), "/r")).toMatchObject({ verdict: "error", recall: "", "held-out-recall": "" });
  });
});

describe("sweepOutputs under thresholdout", () => {
  /** The lumen sweep as thresholdout would report it: held-out metrics withheld, `value` what it showed. */
  async function guarded(shown: "noisy" | "exhausted", value: number | null) {
    const report = await actionSweep();
    const sweep = report.sweeps[0]!;
    const choice = sweep.choice!;
    const look = { ...choice.heldOutLook!, protect: "thresholdout" as const, shown, value };
    const heldOut = { ...choice.heldOut, hits: 0, recall: 0, mrr: 0, precision: 0, contextTokensPerQuery: 0 };
    return { ...report, sweeps: [{ ...sweep, choice: { ...choice, heldOut, heldOutLook: look } }] };
  }

  it("gives the held-out recall thresholdout showed, never the withheld zeros, and nothing once its budget is spent", async () => {
    expect(sweepOutputs(await guarded("noisy", 0.6812), "/r")["held-out-recall"]).toBe("0.6812");
    expect(sweepOutputs(await guarded("exhausted", null), "/r")["held-out-recall"]).toBe("");
  });
});

describe("a sweep's failure", () => {
  it("is nothing for a sweep that ran, however its numbers look", async () => {
    const report = await actionSweep(["a", "b"]);
    const outcome = decideSweepOutcome({ errors: report.errors, staleLabels: report.labelProblems.length });
    expect(outcome).toMatchObject({ verdict: "pass", exitCode: 0, reasons: [] });
    expect(renderFailure(outcome)).toBeNull();
  });

  it("names each source that could not be swept and the stale labels; only stale labels alone may be downgraded", async () => {
    const both = decideSweepOutcome({ errors: [{ sourceId: "faq", message: "chunkgate.yml:9: no train question\n  fix: add some" }], staleLabels: 2 });
    expect(renderFailure(both)).toBe(
      "chunkgate: ERROR\n- faq could not be swept: chunkgate.yml:9: no train question\n  fix: add some\n- 2 golden-set labels no longer fit the corpus (stale labels): the sweep ranked its cells on the questions that still fit",
    );
    expect(both.downgradable).toBe(false);
    expect(decideSweepOutcome({ errors: [], staleLabels: 1 })).toMatchObject({ verdict: "error", exitCode: 2, downgradable: true });
  });
});
