import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors.js";
import { parseInputs } from "../../src/action/parseInputs.js";

const places = { workspace: "/home/runner/work/docs/docs", runnerTemp: "/home/runner/work/_temp" };
/** Inputs absent from `inputs` are not set at all, as outside the runner. */
const parse = (inputs: Record<string, string>) => parseInputs((name) => inputs[name], places);

function errorOf(inputs: Record<string, string>): string {
  try {
    parse(inputs);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as UserError).format();
  }
  throw new Error("expected a UserError");
}

describe("parseInputs", () => {
  it("gives every input its documented default when the runner passes none", () => {
    expect(parse({})).toEqual({
      mode: "check",
      root: places.workspace,
      registry: "chunkgate.yml",
      token: null,
      onRegression: "fail",
      comment: true,
      scope: "changed",
      baseRef: null,
      jsonReport: "/home/runner/work/_temp/chunkgate-report.json",
      sweepLabel: "chunkgate:sweep",
      cacheDir: "/home/runner/work/_temp/chunkgate-cache",
      reportMaxBytes: 32 * 1024 * 1024,
      memoryLimitMb: null,
      timeLimitMs: 300 * 60_000,
    });
  });

  it("reads the limits, refusing what is not a number in range with the input's name", () => {
    expect(parse({ "report-max-mb": "0.5", "memory-limit-mb": "512", "time-limit-minutes": "1.5" })).toMatchObject({ reportMaxBytes: 524_288, memoryLimitMb: 512, timeLimitMs: 90_000 });
    expect(() => parse({ "memory-limit-mb": "8" })).toThrow('input `memory-limit-mb` is "8"; give a number from 16 to 1048576 (default empty)');
    expect(() => parse({ "time-limit-minutes": "-1" })).toThrow('input `time-limit-minutes` is "-1"; give a number from 0.0001 to 10080 (default 300)');
    expect(() => parse({ "report-max-mb": "lots" })).toThrow("input `report-max-mb`");
  });

  it("reads mode: sweep and the sweep label; an empty sweep-label turns the label trigger off", () => {
    expect(parse({ mode: "sweep" }).mode).toBe("sweep");
    expect(parse({ "sweep-label": " docs: sweep me " }).sweepLabel).toBe("docs: sweep me");
    expect(parse({ "sweep-label": "" }).sweepLabel).toBeNull();
    expect(parse({ "sweep-label": "   " }).sweepLabel).toBeNull();
    expect(parse({ "sweep-label": "x".repeat(50) }).sweepLabel).toBe("x".repeat(50));
    expect(parse({ "sweep-label": "🧹".repeat(50) }).sweepLabel).toBe("🧹".repeat(50)); // 50 characters, 100 UTF-16 units
  });

  it("takes the defaults for empty inputs other than sweep-label, as the runner's defaults would", () => {
    const empty = { mode: "", registry: "", "on-regression": "", comment: "", scope: "", "base-ref": "", "json-report": "", root: "" };
    expect(parse(empty)).toMatchObject({ mode: "check", registry: "chunkgate.yml", onRegression: "fail", comment: true, scope: "changed", baseRef: null, sweepLabel: "chunkgate:sweep" });
  });

  it("resolves root and json-report against the workspace and keeps the registry relative to the root", () => {
    const settings = parse({ root: "fixtures/lumen", registry: "config/chunkgate.yml", "json-report": "out/report.json", "github-token": " ghs_x " });
    expect(settings.root).toBe("/home/runner/work/docs/docs/fixtures/lumen");
    expect(settings.registry).toBe("config/chunkgate.yml");
    expect(settings.jsonReport).toBe("/home/runner/work/docs/docs/out/report.json");
    expect(settings.token).toBe("ghs_x");
  });

  it("reads every accepted value", () => {
    const settings = parse({ mode: "report", "on-regression": "comment", comment: "False", scope: "all", "base-ref": "origin/main" });
    expect(settings).toMatchObject({ mode: "report", onRegression: "comment", comment: false, scope: "all", baseRef: "origin/main" });
    expect(parse({ comment: "TRUE" }).comment).toBe(true);
  });

  it.each([
    [{ "on-regression": "fial" }, 'input `on-regression` is "fial"; use fail or comment'],
    [{ mode: "Check" }, 'input `mode` is "Check"; use check, report or sweep'],
    [{ mode: "sweeep" }, 'input `mode` is "sweeep"; use check, report or sweep'],
    [
      { "sweep-label": "chunkgate:sweep\nchunkgate:full" },
      'input `sweep-label` is "chunkgate:sweep\\nchunkgate:full"; give one label name on one line, at most 50 characters as GitHub allows (default chunkgate:sweep), or set it empty to turn the label trigger off',
    ],
    [
      { "sweep-label": "x".repeat(51) },
      `input \`sweep-label\` is "${"x".repeat(51)}"; give one label name on one line, at most 50 characters as GitHub allows (default chunkgate:sweep), or set it empty to turn the label trigger off`,
    ],
    [{ scope: "changes" }, 'input `scope` is "changes"; use changed or all'],
    [{ comment: "yes" }, 'input `comment` is "yes"; use true or false'],
  ])("names the input, the bad value and the accepted forms: %o", (inputs, message) => {
    expect(errorOf(inputs)).toBe(message);
  });

  it("rejects an absolute registry path, which the engine reads relative to the root", () => {
    expect(errorOf({ registry: "/etc/chunkgate.yml" })).toMatch(/^input `registry` is "\/etc\/chunkgate.yml"; give the registry's path relative to `root`/);
  });
});
