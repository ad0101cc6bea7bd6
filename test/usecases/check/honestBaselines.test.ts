import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readLedger } from "../../../src/gate/ledger.js";
import { renderPullRequestText } from "../../../src/report/renderPullRequestText.js";
import { renderText } from "../../../src/report/renderCheck.js";
import type { CheckReport } from "../../../src/usecases/check/types.js";
import { runCheck } from "../../../src/usecases/check/runCheck.js";
import { decideOutcome } from "../../../src/usecases/decideOutcome.js";
import { checkAgainstBase } from "../../../src/usecases/pullRequest/checkAgainstBase.js";
import { makePullRequestRepo } from "../../helpers/pullRequestRepo.js";
import { runCliInProcess } from "../../helpers/runCliCapture.js";
import { tempFixture } from "../../helpers/tempRepo.js";

const TODAY = "2026-12-01";
const registry = (edit: (text: string) => string) => ({ "chunkgate.yml": edit });
const FAIL_STALE = (t: string) => t.replace("sources:", "stale: fail\nsources:");

describe("stale baselines in the report and the verdict (fixtures/lumen)", () => {
  it.each([
    ["retriever", (t: string) => t.replace("retriever: bm25(k1=1.2,b=0.75)", "retriever: bm25(k1=1.5,b=0.75)"), TODAY, "it was measured with the retriever bm25(k1=1.5,b=0.75), and the registry now uses bm25(k1=1.2,b=0.75)"],
    ["k", (t: string) => t.replace(/^ {6}k: 3$/m, "      k: 5"), TODAY, "it was measured at k=5, and the registry now uses k=3"],
    ["golden-set", (t: string) => t.replace(/( {6}corpus: .*\n)/, `$1      golden_set: sha256:${"0".repeat(64)}\n`), TODAY, "the golden set has changed since it was measured"],
    ["corpus-size", (t: string) => t.replace("documents: 30,", "documents: 300,"), TODAY, "an order of magnitude smaller than when it was measured (300 → 30 documents)"],
    ["age", (t: string) => t.replace("sources:", "max_age_days: 30\nsources:"), "2027-01-15", "it was measured on 2026-11-29, 47 days ago, more than the registry's max_age_days of 30"],
  ] as const)("%s: named with the record command, a warning by default and a failure under `stale: fail`", async (kind, edit, today, why) => {
    const warned = (await runCheck({ root: await tempFixture("lumen", registry(edit)), today, commit: "c0ffee" })).report;
    const source = warned.sources[0]!;
    expect(source.stale.map((r) => r.kind)).toEqual([kind]);
    const sentence = source.stale[0]!.sentence;
    expect(sentence).toContain(why);
    expect(sentence).toContain("`chunkgate record --source product_docs --write` measures it again");
    expect(renderText(warned)).toContain(`note: ${sentence}`);
    expect(source.verdict).toBe("warn");
    expect(decideOutcome({ sources: warned.sources, staleLabels: 0, whenEmpty: "error" }).exitCode).toBe(0);

    const failed = (await runCheck({ root: await tempFixture("lumen", registry((t) => FAIL_STALE(edit(t)))), today, commit: "c0ffee" })).report;
    expect(failed.sources[0]!.verdict).toBe("fail");
    expect(failed.sources[0]!.summary).toContain("The baseline is stale and the registry sets `stale: fail`");
    expect(failed.verdict).toBe("fail");
    expect(renderText(failed)).toMatch(/^Verdict: FAIL — `product_docs` failed: The baseline is stale/m);
  });

  it("does not fail a fresh baseline under `stale: fail`", async () => {
    const report = (await runCheck({ root: await tempFixture("lumen", registry(FAIL_STALE)), today: TODAY, commit: "c0ffee" })).report;
    expect(report.sources[0]!.stale).toEqual([]);
    expect(report.verdict).toBe("pass");
  });

  it("reports documents no source includes, with a glob that would register them", async () => {
    const root = await tempFixture("lumen");
    const { writeFile, mkdir } = await import("node:fs/promises");
    await mkdir(join(root, "docs/faq/billing"), { recursive: true });
    await writeFile(join(root, "docs/faq/shipping.md"), "# Shipping\n\nWe ship worldwide.\n");
    await writeFile(join(root, "docs/faq/billing/refunds.md"), "# Refunds\n\nWithin 30 days.\n");
    const { report } = await runCheck({ root, today: TODAY, commit: "c0ffee" });
    // README.md at the top is not under a folder the sources draw from
    expect(report.unregistered).toEqual([{ glob: "docs/faq/**/*.md", paths: ["docs/faq/billing/refunds.md", "docs/faq/shipping.md"] }]);
    expect(renderText(report)).toContain("  docs/faq/**/*.md: docs/faq/billing/refunds.md, docs/faq/shipping.md");
  });

  it("never reports documents a source excludes as unregistered", async () => {
    const exclude = (t: string) => t.replace('include: ["docs/products/**/*.md"]', 'include: ["docs/products/**/*.md"]\n    exclude: ["docs/products/drafts/**"]');
    const root = await tempFixture("lumen", registry(exclude));
    const { writeFile, mkdir } = await import("node:fs/promises");
    await mkdir(join(root, "docs/products/drafts"), { recursive: true });
    await writeFile(join(root, "docs/products/drafts/next.md"), "# Next\n\nNot yet.\n");
    await writeFile(join(root, "docs/stray.md"), "# Stray\n\nNobody's.\n");
    const { report } = await runCheck({ root, today: TODAY, commit: "c0ffee" });
    expect(report.unregistered).toEqual([{ glob: "docs/**/*.md", paths: ["docs/stray.md"] }]);
  });
});

describe("the three noise methods, end to end on a pull request", async () => {
  const harmless = (n: number) => ({ "docs/products/warranty-terms.md": (t: string) => `${t}\nHarmless sentence ${n}.\n` });
  const noise = (setting: string) => ({ "chunkgate.yml": (t: string) => t.replace(/noise: \{ method: \w+, confidence: 0\.95 \}/, setting) });
  const repo = await makePullRequestRepo({
    fixtures: { "": "lumen" },
    pushes: [harmless(1), noise("noise: { method: paired, confidence: 0.95 }"), harmless(2), noise("noise: { method: questions, questions: 2 }"), harmless(3)],
  });
  const [h1, h2, h3, h4, h5] = repo.heads as [string, string, string, string, string];
  const text = async (base: string, head: string) => renderPullRequestText(await checkAgainstBase({ root: repo.dir, base, head, today: TODAY }));

  it("binomial states the band against the recorded recall and what the set can detect", async () => {
    const out = await text(repo.baseSha, h1);
    expect(out).toContain("noise band (binomial): With 13 train questions, losing up to 1 is within noise; losing 2 fails (one-sided binomial test at 95% against the recorded recall 1.00, 13 of 13). Level with the 13 recorded hits.");
    expect(out).toContain("detection: With 13 train questions, the smallest drop that fails is 2 questions (0.15 in recall); about 20 train questions (29 questions for this source at split.train 0.7) would catch a drop of 0.10.");
  });

  it("paired states the band on the questions the change flipped against its base run", async () => {
    const out = await text(h2, h3);
    expect(out).toContain("noise band (paired): With 13 paired train questions, losing up to 4 is within noise; losing 5 fails (exact one-sided McNemar test at 95% on the questions the change flipped, 0 gained). No train question changed.");
    expect(out).toContain("detection: With 13 train questions, the smallest drop that fails is 5 questions (0.38 in recall)");
  });

  it("paired without a base run falls back to binomial and says so", async () => {
    await repo.checkout(h3);
    const { report } = await runCheck({ root: repo.dir, today: TODAY });
    expect(report.sources[0]!.noise).toMatchObject({ method: "binomial", fallback: expect.stringMatching(/^No base run to pair with/) });
    expect(renderText(report)).toContain("method: No base run to pair with (not a pull request, or its base could not be scored): judged by the binomial test");
  });

  it("questions states the registry's allowance", async () => {
    const out = await text(h4, h5);
    expect(out).toContain("noise band (questions): With 13 train questions, losing up to 2 is within noise; losing 3 fails (the registry's rule: more than 2 questions lost fails). Level with the 13 recorded hits.");
  });
});

describe("the held-out ledger and thresholdout, through the CLI", () => {
  const jsonOf = (stdout: string) => JSON.parse(stdout) as CheckReport;

  it("appends a look with --ledger and counts the looks since the baseline; without it, names the command that appends it", async () => {
    const root = await tempFixture("lumen");
    const plain = await runCliInProcess(["check"], root);
    expect(plain.stdout).toMatch(/held-out: The held-out split of `product_docs` has been looked at once since its baseline of 2026-11-29 was recorded \(last on \d{4}-\d\d-\d\d\)\. `chunkgate check --ledger` records this look in `chunkgate\.ledger\.jsonl`\.$/m);
    await expect(readFile(join(root, "chunkgate.ledger.jsonl"), "utf8")).rejects.toThrow();

    const first = await runCliInProcess(["check", "--ledger"], root);
    expect(first.stderr).toContain("appended 1 held-out look to chunkgate.ledger.jsonl");
    const second = await runCliInProcess(["check", "--ledger", "--format", "json"], root);
    expect(jsonOf(second.stdout).sources[0]!.heldOutLook).toMatchObject({ shown: "exact", value: 0.7, looks: 2, recorded: true });
    const ledger = readLedger(await readFile(join(root, "chunkgate.ledger.jsonl"), "utf8"), "chunkgate.ledger.jsonl");
    expect(ledger.warnings).toEqual([]);
    expect(ledger.entries.map((e) => [e.source, e.by, e.shown, e.value, e.baseline])).toEqual([
      ["product_docs", "check", "exact", 0.7, { measuredOn: "2026-11-29" }],
      ["product_docs", "check", "exact", 0.7, { measuredOn: "2026-11-29" }],
    ]);
  });

  it("under thresholdout, shows a noisy held-out score while the budget lasts, always writes the ledger, then says the split needs new questions", async () => {
    const root = await tempFixture("lumen", registry((t) => t.replace("sources:", "held_out: { protect: thresholdout, threshold: 0.01, sigma: 0.001, budget: 2 }\nsources:")));
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await runCliInProcess(["check", "--format", "json"], root));
    const looks = runs.map((r) => jsonOf(r.stdout).sources[0]!);
    expect(looks.map((s) => [s.heldOutLook!.shown, s.heldOutLook!.remaining])).toEqual([["noisy", 1], ["noisy", 0], ["exhausted", 0]]);
    // the held-out metrics and questions are withheld: only what thresholdout shows is in the report
    expect(looks[0]!.heldOut).toMatchObject({ questions: 10, hits: 0, recall: 0 });
    expect(looks[0]!.questions.every((q) => q.split === "train")).toBe(true);
    expect(looks[0]!.heldOutLook!.value).toBeCloseTo(0.7, 1);
    expect(looks[2]!.heldOutLook!.value).toBeNull();
    expect(looks[2]!.heldOutLook!.sentence).toContain("needs new questions");
    const text = await runCliInProcess(["check"], root);
    expect(text.stdout).toMatch(/held-out +10 +withheld \(budget spent\)/);
    expect(text.stdout).toContain("the held-out split has been looked at as often as it can honestly answer and needs new questions");
    const ledger = readLedger(await readFile(join(root, "chunkgate.ledger.jsonl"), "utf8"), "chunkgate.ledger.jsonl");
    expect(ledger.entries.map((e) => e.shown)).toEqual(["noisy", "noisy", "exhausted", "exhausted"]);
  });
});
