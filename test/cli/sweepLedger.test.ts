import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readLedger } from "../../src/gate/ledger.js";
import type { CheckReport } from "../../src/usecases/check/types.js";
import type { SweepReport } from "../../src/usecases/sweep/types.js";
import { loadWorkspace } from "../../src/usecases/check/loadWorkspace.js";
import { runSweep } from "../../src/usecases/sweep/runSweep.js";
import { GRID } from "../helpers/policiesWorkspace.js";
import { runCliInProcess } from "../helpers/runCliCapture.js";
import { tempDir } from "../helpers/tempDir.js";
import { tempFixture } from "../helpers/tempRepo.js";

const grid = ["--sizes", "60,120,240", "--overlaps", "0,0.1"];
const LEDGER = "chunkgate.ledger.jsonl";
const THRESHOLDOUT = { "chunkgate.yml": (t: string) => t.replace("sources:", "held_out: { protect: thresholdout, threshold: 0.01, sigma: 0.001, budget: 1 }\nsources:") };

async function ledgerOf(root: string) {
  const ledger = readLedger(await readFile(join(root, LEDGER), "utf8"), LEDGER);
  expect(ledger.warnings).toEqual([]);
  return ledger.entries;
}

async function sweepJson(root: string, dir: string, name: string, extra: string[] = []): Promise<{ report: SweepReport; stdout: string; stderr: string }> {
  const file = join(dir, name);
  const run = await runCliInProcess(["sweep", "--source", "policy_docs", ...grid, "--json", file, ...extra], root);
  expect(run.code).toBe(0);
  return { report: JSON.parse(await readFile(file, "utf8")) as SweepReport, stdout: run.stdout, stderr: run.stderr };
}

describe("a sweep's look at the held-out split, in the ledger (fixtures/policies)", () => {
  it("appends exactly one entry with --ledger (the chosen cell's), and without it shows the line it would append", async () => {
    const root = await tempFixture("policies");
    const dir = await tempDir("sweep-ledger");
    const plain = await sweepJson(root, dir, "plain.json");
    expect(plain.stdout).toMatch(/^held-out: The held-out split of `policy_docs` has been looked at once since its baseline of 2026-11-29 was recorded \(last on \d{4}-\d\d-\d\d\)\. `chunkgate sweep --ledger` records this look in `chunkgate\.ledger\.jsonl`\.$/m);
    expect(plain.stderr).toBe("");
    await expect(readFile(join(root, LEDGER), "utf8")).rejects.toThrow();

    const first = await sweepJson(root, dir, "first.json", ["--ledger"]);
    expect(first.stderr).toBe(`chunkgate: appended 1 held-out look to ${LEDGER}; commit it with the change\n`);
    expect(first.stdout).toContain("This look is appended to `chunkgate.ledger.jsonl`.");
    expect(first.report.choice!.heldOutLook).toMatchObject({ protect: "none", shown: "exact", value: 1, looks: 1, recorded: true });
    expect(first.report.choice!.heldOut).toMatchObject({ questions: 5, hits: 5, recall: 1 });
    const entries = await ledgerOf(root);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ source: "policy_docs", by: "sweep", cell: "structural 240/0", shown: "exact", value: 1, baseline: { measuredOn: "2026-11-29" } });

    // the next look counts the one in the ledger, and a check counts the sweep's look too
    const check = await runCliInProcess(["check", "--format", "json"], root);
    expect((JSON.parse(check.stdout) as CheckReport).sources[0]!.heldOutLook).toMatchObject({ looks: 2, recorded: false });
    expect(await ledgerOf(root)).toHaveLength(1);
  });

  it("tells of a ledger line it ignores once, on stderr for a sweep and a merge and in a check's warnings", async () => {
    const root = await tempFixture("policies");
    const dir = await tempDir("sweep-ledger-bad");
    await writeFile(join(root, LEDGER), "not json\n");
    const warning = `warning: ${LEDGER}:1: not valid JSON; the line is ignored (each line must be one JSON entry as chunkgate writes it)\n`;
    const sweep = await sweepJson(root, dir, "plain.json", ["--shard", "1/1"]);
    expect(sweep.stderr).toBe(warning);
    const merged = await runCliInProcess(["merge", join(dir, "plain.json")], root);
    expect(merged.code).toBe(0);
    expect(merged.stderr).toBe(warning);
    const check = await runCliInProcess(["check", "--format", "json"], root);
    expect((JSON.parse(check.stdout) as CheckReport).warnings).toEqual([warning.slice("warning: ".length, -1)]);
  });

  it("a sharded sweep looks once, at the merge: shards append nothing even with --ledger, the merge appends one entry", async () => {
    const root = await tempFixture("policies");
    const dir = await tempDir("shard-ledger");
    const files = [];
    for (const i of [1, 2, 3]) {
      const shard = await sweepJson(root, dir, `shard-${i}.json`, ["--shard", `${i}/3`, "--ledger"]);
      expect(shard.report.choice).toBeNull();
      expect(shard.stderr).toBe("");
      files.push(join(dir, `shard-${i}.json`));
    }
    await expect(readFile(join(root, LEDGER), "utf8")).rejects.toThrow();
    const merged = await runCliInProcess(["merge", ...files, "--ledger", "--json", join(dir, "merged.json")], root);
    expect(merged.code).toBe(0);
    expect(merged.stderr).toBe(`chunkgate: appended 1 held-out look to ${LEDGER}; commit it with the change\n`);
    const entries = await ledgerOf(root);
    expect(entries.map((e) => [e.by, e.cell, e.shown])).toEqual([["sweep", "structural 240/0", "exact"]]);
    const report = JSON.parse(await readFile(join(dir, "merged.json"), "utf8")) as SweepReport;
    expect(report.choice!.heldOutLook!.entry).toEqual(entries[0]);
  });

  it("under thresholdout, spends the budget without --ledger, withholds the score, and once spent says the split needs new questions", async () => {
    const root = await tempFixture("policies", THRESHOLDOUT);
    const dir = await tempDir("sweep-thresholdout");
    const first = await sweepJson(root, dir, "first.json");
    const look = first.report.choice!.heldOutLook!;
    expect(look).toMatchObject({ protect: "thresholdout", shown: "noisy", remaining: 0, recorded: true });
    expect(look.value).toBeCloseTo(1, 1);
    // the exact score is not in the JSON: the held-out metrics carry the question count alone
    expect(first.report.choice!.heldOut).toMatchObject({ questions: 5, hits: 0, recall: 0 });
    expect(first.stdout).toMatch(/scored once on 5 questions and shown as thresholdout allows: \d\.\d{3} \(noisy\), against 0\.909 on train\./);
    expect(first.stderr).toBe(`chunkgate: appended 1 held-out look to ${LEDGER}; commit it with the change\n`);

    const second = await sweepJson(root, dir, "second.json");
    expect(second.report.choice!.heldOutLook).toMatchObject({ shown: "exhausted", value: null, remaining: 0 });
    expect(second.report.choice!.overfit).toBe(false);
    expect(second.stdout).toContain("withheld (budget spent)");
    expect(second.stdout).toContain("the held-out split has been looked at as often as it can honestly answer and needs new questions");
    expect((await ledgerOf(root)).map((e) => [e.by, e.shown])).toEqual([["sweep", "noisy"], ["sweep", "exhausted"]]);

    // the budget is the held-out split's, whoever spent it: a check after the sweeps finds it spent
    const check = await runCliInProcess(["check", "--format", "json"], root);
    expect((JSON.parse(check.stdout) as CheckReport).sources[0]!.heldOutLook).toMatchObject({ shown: "exhausted", value: null });
  });

  it("counts looks made earlier in the same run (sweep --retrievers: the retrievers swept before) as if they were in the ledger", async () => {
    const root = await tempFixture("policies");
    const workspace = await loadWorkspace({ root });
    const first = await runSweep({ workspace, sourceId: "policy_docs", flags: GRID, today: "2026-12-01" });
    const again = await runSweep({ workspace, sourceId: "policy_docs", flags: GRID, today: "2026-12-01", earlierLooks: [first.choice!.heldOutLook!.entry] });
    expect([first, again].map((s) => s.choice!.heldOutLook!.looks)).toEqual([1, 2]);
  });
});
