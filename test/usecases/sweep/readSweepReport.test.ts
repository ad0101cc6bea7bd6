import { describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { readSweepReport } from "../../../src/usecases/sweep/readSweepReport.js";
import { runSweep } from "../../../src/usecases/sweep/runSweep.js";
import { GRID, policiesWorkspace } from "../../helpers/policiesWorkspace.js";

function refusal(text: string): UserError {
  try {
    readSweepReport(text, "sweep.json");
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error("expected a UserError");
}

describe("reading a sweep JSON file", () => {
  it("reads back what a sweep wrote", async () => {
    const report = await runSweep({ workspace: await policiesWorkspace(), sourceId: "policy_docs", flags: GRID, shard: { index: 1, count: 3 } });
    expect(readSweepReport(JSON.stringify(report, null, 2), "sweep.json")).toEqual(report);
  });

  it.each([
    ["text that is not JSON", "{ nope", /^not valid JSON/],
    ["a check report", JSON.stringify({ schemaVersion: 1, verdict: "pass", sources: [] }), /^is not a sweep report$/],
    ["a later schema", JSON.stringify({ kind: "chunkgate-sweep", schemaVersion: 5 }), /schema version 5; this chunkgate reads version 4/],
    ["a sweep chosen by the old rule (schema 1, the noise band)", JSON.stringify({ kind: "chunkgate-sweep", schemaVersion: 1 }), /schema version 1; this chunkgate reads version 4/],
    ["a sweep without the held-out look (schema 2)", JSON.stringify({ kind: "chunkgate-sweep", schemaVersion: 2 }), /schema version 2; this chunkgate reads version 4/],
    ["a sweep that kept the current configuration (schema 3)", JSON.stringify({ kind: "chunkgate-sweep", schemaVersion: 3 }), /schema version 3; this chunkgate reads version 4/],
    ["a sweep with fields missing", JSON.stringify({ kind: "chunkgate-sweep", schemaVersion: 4, cells: [] }), /missing or mistyped fields/],
  ])("refuses %s, naming the file", (_, text, message) => {
    const error = refusal(text);
    expect(error.message).toMatch(message);
    expect(error.file).toBe("sweep.json");
    expect(error.hint).toBeDefined();
  });
});
