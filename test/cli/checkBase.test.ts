import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixture } from "../helpers/evaluateFixture.js";
import { gitRepoFrom } from "../helpers/gitRepo.js";
import { tempFixture } from "../helpers/tempRepo.js";
import { runCliInProcess } from "../helpers/runCliCapture.js";

const TS200 = "docs/products/ts-200-temperature-sensor.md";
const RETURNS = "docs/products/returns-policy.md";

/** The Lumen fixture committed on `main`, with `edits` made in the working tree (not committed). */
async function worktree(edits: Record<string, ((text: string) => string) | string | null>) {
  const { repo, first } = await gitRepoFrom(fixture("lumen"));
  for (const [path, edit] of Object.entries(edits)) {
    await repo.write({ [path]: typeof edit === "function" ? edit(await readFile(join(repo.dir, path), "utf8")) : edit });
  }
  return { repo, first };
}

describe("chunkgate check --base", () => {
  it("names a renamed heading a stale label once, with its fix and the relabel command: verdict ERROR, exit 2", async () => {
    const { repo } = await worktree({ [RETURNS]: (t) => t.replace("## Damaged in transit", "## Damage claims") });
    const { code, stdout } = await runCliInProcess(["check", "--base", "main"], repo.dir);
    expect(code).toBe(2);
    expect(stdout).toMatch(/^chunkgate check: chunkgate\.yml · head [0-9a-f]{7} · base [0-9a-f]{7} · 1 changed file · /);
    expect(stdout).toContain("Stale labels (1): these golden-set keys no longer fit the corpus, so their questions were not scored\n");
    expect(stdout).toMatch(/^ {2}evals\/retrieval\.yaml:229 \(supporting\[0\]\) · lum-034 · product_docs · changed at docs\/products\/returns-policy\.md:17 · rank \d+ → not scored$/m);
    expect(stdout).toContain("    fix: did you mean `Damage claims`?");
    expect(stdout).toContain("`chunkgate relabel --base origin/main --write` (your base branch as `--base`) applies its fix");
    expect(stdout.match(/lum-034/g)).toHaveLength(2); // the source's summary, and the stale label
    expect(stdout).not.toContain("Regressed questions");
    expect(stdout.trimEnd().split("\n").at(-1)).toMatch(/^Verdict: ERROR — 1 golden-set label no longer fits the corpus \(stale label\)/);
  });

  it("names a deleted section as a content regression with the line it was at, not a stale label, and an error since main will call its keys stale", async () => {
    const { repo } = await worktree({ [RETURNS]: (t) => t.replace(/## Standard returns\n\n[^\n]+\n\n/, "") });
    const { code, stdout } = await runCliInProcess(["check", "--base", "main"], repo.dir);
    expect(stdout).toContain("Regressed questions (1): hit at the base, missed at head\n");
    expect(stdout).toMatch(/^ {2}lum-002 · product_docs · held-out · section deleted at docs\/products\/returns-policy\.md:9 · rank 1 → not in the top 100$/m);
    expect(stdout).toContain("The section that answered it was deleted at docs/products/returns-policy.md:9 (`Standard returns`)");
    expect(stdout).not.toContain("Stale labels");
    // once merged, main's plain check calls the deleted keys stale: the pull request is never greener
    expect(stdout).toContain("Keys that fit nothing after the merge (2)");
    expect(stdout.trimEnd().split("\n").at(-1)).toMatch(/^Verdict: ERROR — 2 golden-set keys name what this pull request deletes, so after the merge they fit nothing/);
    expect(code).toBe(2);
  });

  it("passes a neutral edit with nothing lost against the base, and sees untracked documents", async () => {
    const { repo, first } = await worktree({ "docs/products/warranty-terms.md": (t) => `${t}\nClaims are answered within two working days.\n`, "docs/products/new-gauge.md": "# New gauge\n\nA pressure gauge.\n" });
    const { code, stdout } = await runCliInProcess(["check", "--base", "main"], repo.dir);
    expect(code).toBe(0);
    expect(stdout).toContain(`No question went from hit to miss against the base ${first.slice(0, 7)}.`);
    expect(stdout).toContain("· 2 changed files ·");
    expect(stdout).toMatch(/^ {2}touched: docs\/products\/new-gauge\.md changed \(\+1 more\)$/m);
  });

  it("prints the pull request report as JSON, and checks a commit with --head instead of the working tree", async () => {
    const { repo, first } = await worktree({});
    const head = await repo.commit("rename", { [TS200]: (await readFile(join(repo.dir, TS200), "utf8")).replace("### Operating temperature", "### Operating temperatures") });
    await repo.git("checkout", "--quiet", first); // the working tree is the base again
    const { code, stdout } = await runCliInProcess(["check", "--base", first, "--head", head, "--format", "json"], repo.dir);
    expect(code).toBe(2);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ headSha: head, baseSha: first, registryPath: "chunkgate.yml", changedFiles: 1, regressions: [] });
    expect(report.check).toMatchObject({ schemaVersion: 3, verdict: "error" });
    expect(report.staleLabels).toEqual([expect.objectContaining({ questionId: "lum-001", suggestions: ["Specifications > Operating temperatures"] })]);
    // the working tree alone has nothing to compare
    expect((await runCliInProcess(["check", "--base", first, "--format", "json"], repo.dir)).code).toBe(0);
  });

  it("refuses what it cannot compare, naming the fix", async () => {
    const { repo } = await worktree({});
    const unknown = await runCliInProcess(["check", "--base", "no-such-branch"], repo.dir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--base `no-such-branch` is not a commit, branch or tag of this clone\n {2}fix: name the branch the change goes into/);
    const alone = await runCliInProcess(["check", "--head", "HEAD"], repo.dir);
    expect(alone.stderr).toMatch(/--head names the head of a comparison: it needs --base/);
    const mixed = await runCliInProcess(["check", "--base", "main", "--source", "product_docs"], repo.dir);
    expect(mixed.stderr).toMatch(/cannot be combined with --source/);
    const notGit = await runCliInProcess(["check", "--base", "main"], await tempFixture("lumen"));
    expect(notGit.code).toBe(2);
    expect(notGit.stderr).toMatch(/--base compares git commits, and .* is not in a git repository/);
  });
});
