import { appendFile, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixture } from "../helpers/evaluateFixture.js";
import { gitRepoFrom } from "../helpers/gitRepo.js";
import { runCliInProcess } from "../helpers/runCliCapture.js";

const SECRET = "AUTHORIZATION: basic c2VjcmV0LXRva2VuLXZhbHVl";

/** The Lumen fixture as a git repository whose `.git/config` holds a credential, as actions/checkout leaves it. */
async function repoWithSecret() {
  const { repo } = await gitRepoFrom(fixture("lumen"));
  await appendFile(join(repo.dir, ".git/config"), `[http "https://github.com/"]\n\textraheader = ${SECRET}\n`);
  return repo;
}

function expectRefused(outcome: { code: number; stdout: string; stderr: string }, path: string): void {
  expect(outcome.code).toBe(2);
  const output = outcome.stdout + outcome.stderr;
  expect(output).toContain(path);
  expect(output).toContain("git directory");
  expect(output).not.toContain("c2VjcmV0");
  expect(output).not.toContain("extraheader");
  expect(output).not.toMatch(/\n\s+at /);
}

describe("files in the repository's git directory are never read", () => {
  it("refuses `questions: .git/config` naming the path, and the credential appears nowhere", async () => {
    const repo = await repoWithSecret();
    const registry = await readFile(join(repo.dir, "chunkgate.yml"), "utf8");
    await writeFile(join(repo.dir, "chunkgate.yml"), registry.replace(/^questions: .*$/m, "questions: .git/config"));
    expectRefused(await runCliInProcess(["check"], repo.dir), ".git/config");
  });

  it("refuses a golden set that is a symbolic link to .git/config", async () => {
    const repo = await repoWithSecret();
    await rm(join(repo.dir, "evals/retrieval.yaml"));
    await symlink("../.git/config", join(repo.dir, "evals/retrieval.yaml"));
    expectRefused(await runCliInProcess(["check"], repo.dir), "evals/retrieval.yaml");
  });

  it("refuses a registry in the git directory given with --registry", async () => {
    const repo = await repoWithSecret();
    expectRefused(await runCliInProcess(["check", "--registry", ".git/config"], repo.dir), ".git/config");
  });

  it("refuses a golden set linked into the git directory at the base commit of `check --base`", async () => {
    const repo = await repoWithSecret();
    await repo.commit("link the golden set to the git config", { "evals/retrieval.yaml": { link: "../.git/config" } });
    await repo.git("checkout", "-q", "-b", "head");
    const outcome = await runCliInProcess(["check", "--base", "main"], repo.dir);
    const output = outcome.stdout + outcome.stderr;
    expect(outcome.code).toBe(2);
    expect(output).not.toContain("c2VjcmV0");
    expect(output).not.toContain("extraheader");
  });
});
