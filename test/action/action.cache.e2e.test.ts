import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { RUNNERS } from "../helpers/actionHarness.js";
import { trackFakeGitHub } from "../helpers/trackFakeGitHub.js";
import { scenario } from "./scenario.js";

const track = trackFakeGitHub();
const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const harmless = { "docs/products/warranty-terms.md": (t: string) => t.replace("## Extended warranty", "Keep the original invoice with the claim.\n\n## Extended warranty") };

describe("the action's cache of prepared documents", () => {
  describe.each(RUNNERS)("%s", (_name, runAction) => {
    it("keeps prepared documents in RUNNER_TEMP, outside the checkout, and a run on the restored folder prepares none, with the same results", async () => {
      const { pullRequestRun, repo } = await track(scenario([harmless]));
      const first = await runAction(pullRequestRun({ with: { comment: "false" } }));
      expect(first.exitCode).toBe(0);
      // 30 documents at head; at the base only the changed page differs, and is prepared too.
      const store = join(first.runnerTemp, "chunkgate-cache");
      expect(first.stdout).toContain(`cache ${store}: 0 of 31 documents reused, 31 prepared and stored`);
      expect(existsSync(join(store, "documents"))).toBe(true);
      expect(existsSync(join(repo.dir, ".chunkgate"))).toBe(false);
      // what actions/cache does: the next job's RUNNER_TEMP is fresh, the folder is restored into it
      const restored = await mkdtemp(join(tmpdir(), "chunkgate-action-cache-"));
      made.push(restored);
      await cp(store, restored, { recursive: true });
      const second = await runAction(pullRequestRun({ with: { comment: "false", "cache-dir": restored } }));
      // The base's result was kept by the first run: the base's documents are not even read, so only head's 30 are asked for.
      expect(second.stdout).toContain("base: product_docs: result kept from an earlier run of the same documents and settings");
      expect(second.stdout).toContain(`cache ${restored}: 30 of 30 documents reused, 0 prepared and stored`);
      expect(second.outputs.verdict).toBe(first.outputs.verdict);
      expect(second.outputs.recall).toBe(first.outputs.recall);
      expect(second.outputs["held-out-recall"]).toBe(first.outputs["held-out-recall"]);
    });

    it("uses the cache-dir input, relative to the workspace", async () => {
      const { pullRequestRun, repo } = await track(scenario([harmless]));
      const outside = await mkdtemp(join(tmpdir(), "chunkgate-action-cache-"));
      made.push(outside);
      const run = await runAction(pullRequestRun({ with: { comment: "false", "cache-dir": outside } }));
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toContain(`cache ${outside}: 0 of 31 documents reused, 31 prepared and stored`);
      expect(existsSync(join(outside, "documents"))).toBe(true);
      expect(existsSync(join(repo.dir, ".chunkgate"))).toBe(false);
    });
  });
});
