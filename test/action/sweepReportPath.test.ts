import { describe, expect, it } from "vitest";
import { sweepReportPath } from "../../src/action/runSweep.js";

describe("sweepReportPath", () => {
  it("puts the sweep JSON beside the check's report, `.sweep` before the extension", () => {
    expect(sweepReportPath("/home/runner/work/_temp/chunkgate-report.json")).toBe("/home/runner/work/_temp/chunkgate-report.sweep.json");
    expect(sweepReportPath("/ws/out/REPORT.JSON")).toBe("/ws/out/REPORT.sweep.json");
  });

  it("appends `.sweep.json` to a name without the extension", () => {
    expect(sweepReportPath("/ws/out/report")).toBe("/ws/out/report.sweep.json");
    expect(sweepReportPath("/ws/out/report.json.txt")).toBe("/ws/out/report.json.txt.sweep.json");
  });
});
