import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { fixture } from "../helpers/evaluateFixture.js";
import { runCliInProcess } from "../helpers/runCliCapture.js";
import { tempDir } from "../helpers/tempDir.js";
import { tempFixture } from "../helpers/tempRepo.js";

const policies = fixture("policies");
const grid = ["--sizes", "60,120,240", "--overlaps", "0,0.1"];

describe("chunkgate sweep, merge and record on the command line", () => {
  it("sweep prints the table, the choice and the held-out line, and exits 0", async () => {
    const { code, stdout, stderr } = await runCliInProcess(["sweep", "--source", "policy_docs", ...grid], policies);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^\* {2}structural 240\/0 /m);
    expect(stdout).toMatch(/is chosen: the best train recall@3/);
    expect(stdout).toMatch(/^Held-out recall@3 of `structural 240\/0`, scored once: /m);
  });

  it("three shards merged print the same Markdown as the sweep run whole, and the same JSON", async () => {
    const dir = await tempDir("shards");
    const whole = await runCliInProcess(["sweep", "--source", "policy_docs", ...grid, "--format", "md", "--json", join(dir, "whole.json")], policies);
    for (const i of [1, 2, 3]) {
      const shard = await runCliInProcess(["sweep", "--source", "policy_docs", ...grid, "--shard", `${i}/3`, "--json", join(dir, `shard-${i}.json`)], policies);
      expect(shard.code).toBe(0);
    }
    const files = [1, 2, 3].map((i) => join(dir, `shard-${i}.json`));
    const merged = await runCliInProcess(["merge", ...files, "--format", "md", "--json", join(dir, "merged.json")], policies);
    expect(merged.code).toBe(0);
    expect(merged.stdout).toBe(whole.stdout);
    expect(await readFile(join(dir, "merged.json"), "utf8")).toBe(await readFile(join(dir, "whole.json"), "utf8"));

    const missing = await runCliInProcess(["merge", files[0]!, files[2]!], policies);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/2 of 6 cells are missing: structural 60\/6 \(shard 2\/3\), structural 240\/0 \(shard 2\/3\)/);
  });

  it.each([
    [["sweep"], /sweep needs --source ID/],
    [["sweep", "--source", "policy_docs", "--overlaps", "1.5"], /--overlaps takes a ratio of the size below 1 or a whole count from 1 up, not "1\.5"/],
    [["sweep", "--source", "policy_docs", "--format", "json"], /--format must be text or md, not "json"/],
    [["sweep", "--source", "policy_docs", "--shard", "4/3"], /--shard must be I\/N with 1 ≤ I ≤ N, not "4\/3"/],
    [["sweep", "--source", "policy_docs", "--strategies", "structral"], /--strategies: unknown chunking strategy "structral"/],
    [["sweep", "--source", "nope"], /no source "nope" in chunkgate\.yml/],
    [["merge"], /merge needs the shards' JSON files/],
    [["merge", "missing.json"], /missing\.json: cannot read the shard \(ENOENT\)/],
    [["record", "--source", "policy_docs", "--from-sweep", "s.json", "--size", "60"], /--from-sweep takes the parameters from the sweep's choice/],
  ])("%j exits 2 with a message and a fix", async (argv, message) => {
    const { code, stderr, stdout } = await runCliInProcess(argv, policies);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(message);
    expect(stderr).toMatch(/\n {2}fix: /);
  });

  it("sweep still prints its table but exits 2 when a golden-set label is stale", async () => {
    const root = await tempFixture("policies", { "evals/retrieval.yaml": (t) => t.replace('heading: ["Returns", "Late returns"]\n  distractors', 'heading: ["Returns", "Late return"]\n  distractors') });
    const { code, stdout, stderr } = await runCliInProcess(["sweep", "--source", "policy_docs", "--sizes", "120", "--overlaps", "0"], root);
    expect(code).toBe(2);
    expect(stdout).toMatch(/structural 120\/0/);
    expect(stderr).toMatch(/pol-003: heading "Returns > Late return" matches no section/);
  });

  it("record prints the diff it would make and changes nothing without --write", async () => {
    const root = await tempFixture("lumen");
    const before = await readFile(join(root, "chunkgate.yml"), "utf8");
    const { code, stdout } = await runCliInProcess(["record", "--source", "product_docs", "--size", "240", "--overlap", "0"], root);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^chunkgate record: product_docs · structural 240\/0 words, context header · train recall@3 /);
    expect(stdout).toMatch(/^--- a\/chunkgate\.yml\n\+\+\+ b\/chunkgate\.yml\n@@ /m);
    expect(stdout).toMatch(/^-      size: 120\n-      overlap: 20\n\+      size: 240\n\+      overlap: 0$/m);
    expect(stdout).toMatch(/Not written: run again with --write to change chunkgate\.yml\.\n$/);
    expect(await readFile(join(root, "chunkgate.yml"), "utf8")).toBe(before);
  });

  it("record --write writes the baseline with today's date", async () => {
    const root = await tempFixture("lumen");
    const days = [new Date().toISOString().slice(0, 10)];
    const { code, stdout } = await runCliInProcess(["record", "--source", "product_docs", "--write"], root);
    days.push(new Date().toISOString().slice(0, 10));
    expect(code).toBe(0);
    expect(stdout).toMatch(/Wrote chunkgate\.yml\.\n$/);
    const source = parseRegistry(await readFile(join(root, "chunkgate.yml"), "utf8"), "chunkgate.yml").sources[0]!;
    expect(days).toContain(source.baseline!.measuredOn);
  });

  it("record --from-sweep records the cell a sweep chose, and refuses a shard", async () => {
    const root = await tempFixture("policies");
    const json = join(root, "sweep.json");
    await runCliInProcess(["sweep", "--source", "policy_docs", ...grid, "--json", json], root);
    const { code } = await runCliInProcess(["record", "--source", "policy_docs", "--from-sweep", json, "--write"], root);
    expect(code).toBe(0);
    const chosen = JSON.parse(await readFile(json, "utf8")).choice.cell as string;
    const source = parseRegistry(await readFile(join(root, "chunkgate.yml"), "utf8"), "chunkgate.yml").sources[0]!;
    expect(`${source.chunking.strategy} ${source.chunking.size}/${source.chunking.overlap}`).toBe(chosen);

    const shard = join(root, "shard.json");
    await runCliInProcess(["sweep", "--source", "policy_docs", ...grid, "--shard", "1/2", "--json", shard], root);
    const refused = await runCliInProcess(["record", "--source", "policy_docs", "--from-sweep", shard], root);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/shard\.json: is one shard of a sweep: nothing was chosen yet/);
  });
});
