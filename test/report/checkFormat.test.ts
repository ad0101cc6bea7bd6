import { describe, expect, it } from "vitest";
import { parseCliArgs } from "../../src/cli/parseCliArgs.js";
import { fixture } from "../helpers/evaluateFixture.js";
import { runCliInProcess } from "../helpers/runCliCapture.js";

describe("chunkgate check --format", () => {
  it("prints text by default", async () => {
    const { code, stdout } = await runCliInProcess(["check"], fixture("lumen"));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Verdict: PASS$/m);
  });

  it("prints GitHub Markdown with --format md, with the same exit code", async () => {
    const { code, stdout } = await runCliInProcess(["check", "--format", "md"], fixture("lumen"));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^✅ \*\*pass\*\*: `product_docs`/);
    expect(stdout).toContain("| train | 13 | 1.000 | 0.923 | 0.333 | 130 |");
  });

  it("prints the JSON report with --format json", async () => {
    const { code, stdout } = await runCliInProcess(["check", "--format", "json"], fixture("lumen"));
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ schemaVersion: 3, verdict: "pass" });
    expect(report.sources[0].train.questions).toBe(13);
  });

  it("rejects an unknown format with exit 2 and the allowed values", async () => {
    const { code, stderr, stdout } = await runCliInProcess(["check", "--format", "html"], fixture("lumen"));
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/--format must be text, md or json, not "html"/);
    expect(parseCliArgs(["check", "--format", "md"])).toMatchObject({ command: "check", format: "md" });
    expect(parseCliArgs(["check"])).toMatchObject({ command: "check", format: "text" });
  });
});
