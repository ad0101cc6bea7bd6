import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/runCli.js";
import type { CliIo } from "../../src/cli/io.js";
import { tempDir } from "../helpers/tempDir.js";
import { tempFixture } from "../helpers/tempRepo.js";
import { fixture } from "../helpers/evaluateFixture.js";
import { gitRepoFrom } from "../helpers/gitRepo.js";
import { cp } from "node:fs/promises";

/** Runs the CLI in-process as a user would: no CHUNKGATE_CACHE_DIR, the user cache folder under `home`. */
async function cli(argv: string[], cwd: string, home: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), isTTY: true, cwd, env: { XDG_CACHE_HOME: home }, writeFile: async () => {} };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

function git(cwd: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t.invalid", "-c", "commit.gpgsign=false", ...args], { cwd, stdio: "ignore" });
}

/** Every file and link under `dir` with its content (a link's target), so a test can see that nothing changed. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) out[path.relative(dir, file)] = readFileSync(file, "utf8");
    else if (entry.isSymbolicLink()) out[path.relative(dir, file)] = "link";
  }
  return out;
}

/** The lumen fixture as a git repository whose head commits `.chunkgate/cache` as a warm run left it. */
async function repoCommittingItsCache(): Promise<{ root: string; home: string }> {
  const root = await tempFixture("lumen");
  const home = await tempDir("home");
  expect((await cli(["check", "--cache-dir", ".chunkgate/cache"], root, home)).code).toBe(0);
  expect(readdirSync(path.join(root, ".chunkgate", "cache")).length).toBeGreaterThan(0);
  git(root, "init", "-q");
  git(root, "add", "-A", "-f");
  git(root, "commit", "-q", "-m", "head commits its cache");
  return { root, home };
}

describe("a store the pull request could have written is not used", () => {
  it("refuses a cache folder that git tracks, with a warning, and gives the verdict of a run without it", async () => {
    const { root, home } = await repoCommittingItsCache();
    const withIt = await cli(["check", "--cache-dir", ".chunkgate/cache"], root, home);
    expect(withIt.stderr).toContain("not using the cache folder .chunkgate/cache: git tracks");
    expect(withIt.stderr).not.toContain("documents reused");
    const without = await cli(["check", "--no-cache"], root, home);
    expect(withIt.code).toBe(without.code);
    expect(withIt.stdout).toBe(without.stdout);
  });

  it("never reads a committed .chunkgate/cache by default: the store lives in the user's cache folder", async () => {
    const { root, home } = await repoCommittingItsCache();
    const before = snapshot(path.join(root, ".chunkgate"));
    const run = await cli(["check"], root, home);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("0 of 30 documents reused, 30 prepared and stored");
    expect(readdirSync(path.join(home, "chunkgate")).length).toBeGreaterThan(0);
    expect(snapshot(path.join(root, ".chunkgate"))).toEqual(before);
  });

  it("refuses a store holding a symbolic link, and touches nothing the link points at", async () => {
    const root = await tempFixture("lumen");
    const home = await tempDir("home");
    const outside = await tempDir("outside");
    mkdirSync(path.join(outside, "kept"), { recursive: true });
    writeFileSync(path.join(outside, "kept", "precious.txt"), "not the store's\n");
    const store = path.join(home, "store");
    mkdirSync(store);
    symlinkSync(outside, path.join(store, "documents"));
    const before = snapshot(outside);
    const run = await cli(["check", "--cache-dir", store], root, home);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("holds a symbolic link (documents)");
    expect(run.stderr).not.toContain("documents reused");
    expect(snapshot(outside)).toEqual(before);
  });

  it("refuses a cache folder inside the repository reached through a committed link", async () => {
    const root = await tempFixture("lumen");
    const home = await tempDir("home");
    const outside = await tempDir("outside");
    writeFileSync(path.join(outside, "precious.txt"), "not the store's\n");
    mkdirSync(path.join(root, ".chunkgate"));
    symlinkSync(outside, path.join(root, ".chunkgate", "cache"));
    git(root, "init", "-q");
    git(root, "add", "-A");
    git(root, "commit", "-q", "-m", "head links the cache folder out of the repository");
    const run = await cli(["check", "--cache-dir", ".chunkgate/cache"], root, home);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("not using the cache folder");
    expect(snapshot(outside)).toEqual({ "precious.txt": "not the store's\n" });
    expect(existsSync(path.join(outside, ".gitignore"))).toBe(false);
  });

  it("gives a pull request whose head commits a store (kept base results, prepared documents) the verdict of a run without one", async () => {
    const { repo } = await gitRepoFrom(fixture("lumen"));
    const home = await tempDir("home");
    // the main branch's run fills a store: the base's kept result is in it
    const filled = path.join(home, "filled");
    expect((await cli(["check", "--cache-dir", filled], repo.dir, home)).code).toBe(0);
    await repo.git("checkout", "-q", "-b", "pr");
    const returns = path.join(repo.dir, "docs/products/returns-policy.md");
    writeFileSync(returns, readFileSync(returns, "utf8").replace(/## Standard returns\n\n[^\n]+\n\n/, ""));
    await cp(filled, path.join(repo.dir, ".chunkgate", "cache"), { recursive: true });
    await repo.git("add", "-A", "-f");
    await repo.git("commit", "-q", "-m", "a regression, and a store committed beside it");
    const without = await cli(["check", "--base", "main", "--no-cache"], repo.dir, home);
    expect(without.stdout).toContain("Regressed questions (1)");
    // the same store, restored where the store lives, is used: what the committed copy must not be
    const trusted = await cli(["check", "--base", "main", "--cache-dir", filled], repo.dir, home);
    expect(trusted.stderr).toMatch(/[1-9][\d,]* of [\d,]+ documents reused/);
    for (const flags of [[], ["--cache-dir", ".chunkgate/cache"]]) {
      const run = await cli(["check", "--base", "main", ...flags], repo.dir, home);
      expect(run.code).toBe(without.code);
      expect(run.stdout).toBe(without.stdout);
      expect(run.stderr).not.toContain("kept from an earlier run");
      expect(run.stderr).not.toMatch(/[1-9][\d,]* of [\d,]+ documents reused/);
    }
  });
});
