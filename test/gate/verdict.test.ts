import { describe, expect, it } from "vitest";
import { overallVerdict } from "../../src/gate/verdict.js";
import { skippedJudgement } from "../../src/gate/judgeSource.js";

describe("the overall verdict", () => {
  it("is the most severe source verdict: error, fail, skipped, warn, no-baseline, pass", () => {
    expect(overallVerdict(["pass", "skipped"])).toBe("skipped");
    expect(overallVerdict(["warn", "skipped", "no-baseline"])).toBe("skipped");
    expect(overallVerdict(["skipped", "fail"])).toBe("fail");
    expect(overallVerdict(["skipped", "error"])).toBe("error");
    expect(overallVerdict(["fail", "error", "pass"])).toBe("error");
    expect(overallVerdict(["pass", "no-baseline", "warn"])).toBe("warn");
    expect(overallVerdict(["no-baseline", "pass"])).toBe("no-baseline");
    expect(overallVerdict([])).toBe("error");
  });

  it("a skipped judgement says why and measures nothing", () => {
    expect(skippedJudgement("the key is not set")).toEqual({ verdict: "skipped", summary: "Not scored: the key is not set.", band: null, notes: [], noise: null, stale: [] });
  });
});
