import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCliInProcess } from "../helpers/runCliCapture.js";
import { OTEL_GOLDEN, OTEL_PAGE, otelRepo } from "../helpers/otelRepo.js";
import { tempFixture } from "../helpers/tempRepo.js";

const TS200 = "docs/products/ts-200-temperature-sensor.md";
const RETURNS = "docs/products/returns-policy.md";
const GOLDEN = "evals/retrieval.yaml";

/** Lumen with two headings renamed, and the golden set written in several styles, with comments. */
async function renamed(): Promise<string> {
  return tempFixture("lumen", {
    [TS200]: (t) => t.replace("### Operating temperature", "### Operating temperatures"),
    [RETURNS]: (t) => t.replace("## Damaged in transit", "## Damage claims"),
    // lum-034's key as a block list with single quotes and a trailing comment
    [GOLDEN]: (t) => t.replace('      heading: ["Damaged in transit"]', "      heading:   # renamed in December\n        - 'Damaged in transit'   # keep the quotes"),
  });
}

describe("chunkgate relabel", () => {
  it("shows the did-you-mean fixes as a diff and changes nothing without --write", async () => {
    const root = await renamed();
    const before = await readFile(join(root, GOLDEN), "utf8");
    const { code, stdout } = await runCliInProcess(["relabel"], root);
    expect(code).toBe(0);
    expect(stdout).toContain("chunkgate relabel: 2 stale labels with a fix in evals/retrieval.yaml\n");
    expect(stdout).toMatch(/^ {2}evals\/retrieval\.yaml:9: lum-001 \(supporting\[0\]\) → Specifications > Operating temperatures$/m);
    expect(stdout).toContain('-      heading: ["Specifications", "Operating temperature"]\n+      heading: ["Specifications", "Operating temperatures"]\n');
    expect(stdout).toContain("-        - 'Damaged in transit'   # keep the quotes\n+        - 'Damage claims'        # keep the quotes\n");
    expect(stdout).toMatch(/^--- a\/evals\/retrieval\.yaml\n\+\+\+ b\/evals\/retrieval\.yaml$/m);
    expect(stdout).toContain("Not written: run again with --write to change evals/retrieval.yaml.");
    expect(await readFile(join(root, GOLDEN), "utf8")).toBe(before);
  });

  it("writes the fixes with --write, keeping every other byte, after which the check passes again", async () => {
    const root = await renamed();
    const before = await readFile(join(root, GOLDEN), "utf8");
    expect((await runCliInProcess(["check"], root)).code).toBe(2);
    const { code, stdout } = await runCliInProcess(["relabel", "--write"], root);
    expect(code).toBe(0);
    expect(stdout).toContain("Wrote evals/retrieval.yaml.");
    const after = await readFile(join(root, GOLDEN), "utf8");
    const expected = before
      .replace('heading: ["Specifications", "Operating temperature"]', 'heading: ["Specifications", "Operating temperatures"]')
      .replace("- 'Damaged in transit'   # keep the quotes", "- 'Damage claims'        # keep the quotes");
    expect(after).toBe(expected);
    const check = await runCliInProcess(["check"], root);
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/^Verdict: PASS$/m);
    // nothing left: a second run changes nothing
    expect((await runCliInProcess(["relabel", "--write"], root)).stdout).toBe("evals/retrieval.yaml: every golden-set label fits the corpus; nothing to relabel.\n");
  });

  it("leaves to a person a label it has no fix for, names why, and exits 2", async () => {
    const root = await tempFixture("lumen", { [RETURNS]: (t) => t.replace(/## Standard returns\n\n[^\n]+\n\n/, "") });
    const { code, stdout } = await runCliInProcess(["relabel", "--write"], root);
    expect(code).toBe(2);
    expect(stdout).toMatch(/^chunkgate relabel: left to fix by hand \(2\):$/m);
    expect(stdout).toMatch(/lum-002 \(supporting\[0\]\): heading "Standard returns" matches no section/);
    expect(stdout).toContain("Nothing in evals/retrieval.yaml can be changed automatically.");
  });

  it("is named by check when labels are stale", async () => {
    const { stdout, stderr } = await runCliInProcess(["check"], await renamed());
    expect(stdout).toContain("  `chunkgate relabel --write` applies their fixes to the golden set, keeping its comments and formatting (`chunkgate relabel` alone shows the diff first).");
    expect(stderr).toContain('(`chunkgate relabel --write` applies the "did you mean" fixes)');
  });
});

describe("chunkgate relabel --base", () => {
  it("follows a heading renamed to an unrelated name by its text, where the name alone would pick the neighbour", async () => {
    const { repo } = await otelRepo();
    const page = "docs/sdk/environment.md";
    await repo.write({ [page]: OTEL_PAGE.replace("## OTEL_TRACES_SAMPLER_ARG", "## Sampler arguments") });
    // by name, the closest heading is the neighbour that kept its own text
    const byName = await runCliInProcess(["relabel"], repo.dir);
    expect(byName.stdout).toMatch(/otel-001 \(supporting\[0\]\) → OTEL_TRACES_SAMPLER$/m);
    const { code, stdout } = await runCliInProcess(["relabel", "--base", "main", "--write"], repo.dir);
    expect(code).toBe(0);
    expect(stdout).toMatch(/otel-001 \(supporting\[0\]\) → Sampler arguments$/m);
    expect(await readFile(join(repo.dir, GOLDEN), "utf8")).toBe(OTEL_GOLDEN.replace('heading: ["OTEL_TRACES_SAMPLER_ARG"]', 'heading: ["Sampler arguments"]'));
    expect((await runCliInProcess(["check"], repo.dir)).code).toBe(0);
  });

  it("writes the document and the heading of a section moved to another document", async () => {
    const { repo } = await otelRepo();
    const section = /## OTEL_TRACES_SAMPLER_ARG\n\n[^\n]+\n\n/.exec(OTEL_PAGE)![0];
    await repo.write({
      "docs/sdk/environment.md": OTEL_PAGE.replace(section, ""),
      "docs/sdk/sampling.md": `# Sampling\n\n## Arguments\n\n${section.split("\n\n")[1]}\n`,
    });
    const { code, stdout } = await runCliInProcess(["relabel", "--base", "main", "--write"], repo.dir);
    expect(code).toBe(0);
    expect(stdout).toMatch(/otel-001 \(supporting\[0\]\) → Sampling > Arguments$/m);
    expect(await readFile(join(repo.dir, GOLDEN), "utf8")).toBe(OTEL_GOLDEN.replace('document: "SDK environment variables"\n      heading: ["OTEL_TRACES_SAMPLER_ARG"]', 'document: "Sampling"\n      heading: ["Arguments"]'));
  });

  it("names a base git does not know, with the hint to fetch it", async () => {
    const { repo } = await otelRepo();
    const { code, stderr } = await runCliInProcess(["relabel", "--base", "no-such-branch"], repo.dir);
    expect(code).toBe(2);
    expect(stderr).toContain("--base `no-such-branch` is not a commit, branch or tag of this clone");
  });
});
