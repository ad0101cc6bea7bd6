import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ACTION_BUNDLE, messagesOf, runActionBundle } from "../helpers/actionHarness.js";
import { trackFakeGitHub } from "../helpers/trackFakeGitHub.js";
import { scenario } from "./scenario.js";

const harmless = { "docs/products/warranty-terms.md": (t: string) => t.replace("## Extended warranty", "Keep the invoice.\n\n## Extended warranty") };
const track = trackFakeGitHub();

/** The limits live in the bundle's entry (a worker thread under memory and time limits), so these run dist/index.js. */
describe("a run that runs out of time or memory (dist/index.js)", () => {
  it("stops at `time-limit-minutes` with the reason in the log, the job summary and the comment, and fails the step", async () => {
    const { github, pullRequestRun } = await track(scenario([harmless]));
    const run = await runActionBundle(pullRequestRun({ with: { "time-limit-minutes": "0.0001" } }));
    expect(run.exitCode).toBe(1);
    const reason = "the run took longer than 0.006 seconds (input `time-limit-minutes`) and was stopped before it reached a verdict";
    expect(messagesOf(run, "error").join("\n")).toContain(reason);
    expect(run.summary).toContain("## chunkgate: error");
    expect(run.summary).toContain(reason);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]!.body).toContain(reason);
  });

  it("stops a run that outgrows `memory-limit-mb` with the reason posted, never a V8 abort with nothing posted", async () => {
    // a page of 6 MB in the source: parsing and chunking it needs far more than a 16 MB heap
    const big = { "docs/products/big-page.md": `# Big page\n\n${Array.from({ length: 60_000 }, (_, i) => `Line ${i} of the page says something about warranty claim ${i % 97}.`).join("\n\n")}\n` };
    const { github, pullRequestRun } = await track(scenario([big]));
    const run = await runActionBundle(pullRequestRun({ with: { "memory-limit-mb": "16" } }));
    expect(run.exitCode).toBe(1);
    const reason = "the run ran out of memory (its heap is limited to 16 MB: input `memory-limit-mb`)";
    expect(messagesOf(run, "error").join("\n")).toContain(reason);
    expect(run.summary).toContain(reason);
    expect(github.comments[0]!.body).toContain(reason);
  });

  it("leaves a run within its limits as it ends", async () => {
    const { pullRequestRun } = await track(scenario([harmless]));
    const run = await runActionBundle(pullRequestRun());
    expect(run.exitCode).toBe(0);
    expect(run.outputs["verdict"]).toBe("pass"); // the fixture passes: its held-out gap (7 of 10 against 13 of 13) is not significant at the registry's confidence
    expect(run.summary).not.toContain("chunkgate: error");
  });

  it("fails the step with the reason, never a stack, when its worker cannot start (dist/index.js without dist/cli/)", async () => {
    const alone = mkdtempSync(join(tmpdir(), "chunkgate-main-alone-"));
    try {
      copyFileSync(ACTION_BUNDLE, join(alone, "index.js"));
      copyFileSync(join(ACTION_BUNDLE, "../package.json"), join(alone, "package.json"));
      const run = await promisify(execFile)(process.execPath, [join(alone, "index.js")], { cwd: alone, env: { PATH: process.env["PATH"] ?? "" } }).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? "" }),
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^chunkgate: the run stopped unexpectedly before it reached a verdict \(.*action\.js.*\); please report it\.\n$/);
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  });
});
