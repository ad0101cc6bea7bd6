import { readdir } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GitError, runGit, runGitBuffer } from "../../src/git/runGit.js";
import { contentHash } from "../../src/corpus/documentKey.js";
import { gitRepo, tempDir } from "../helpers/gitRepo.js";
import { userError } from "../helpers/userError.js";

// Every behaviour holds whether stdout comes through a pipe or through a file (GitCallOptions.spool).
describe.each([false, true])("runGit (spool: %s)", (spool) => {
  // a temporary folder of the test's own, so that what the spool leaves behind can be seen (the
  // test's repositories are made there too)
  let temp: string;
  const savedTmp = process.env.TMPDIR;
  beforeEach(async () => {
    temp = await tempDir();
    process.env.TMPDIR = temp;
  });
  afterEach(async () => {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    // no spool folder left behind, whatever the call did
    expect((await readdir(temp)).filter((name) => name.startsWith("chunkgate-spool-"))).toEqual([]);
  });

  it("returns stdout, feeds stdin and prints non-ASCII paths unquoted", async () => {
    const repo = await gitRepo();
    await repo.commit("first", { "é ü.md": "x\n" });
    expect(await runGit(repo.dir, ["ls-files"], { spool })).toBe("é ü.md\n");
    const oid = (await runGit(repo.dir, ["hash-object", "--stdin"], { input: "hello\n", spool })).trim();
    expect(oid).toMatch(/^[0-9a-f]{40}$/);
    // an input of megabytes, as UTF-8
    const large = "é".repeat(600_000);
    expect((await runGit(repo.dir, ["hash-object", "--stdin"], { input: large, spool })).trim()).toBe(contentHash(large));
  });

  it("keeps bytes exact in the Buffer variant, a listing of megabytes included", async () => {
    const repo = await gitRepo();
    await repo.commit("first", { "bin.dat": new Uint8Array([0xff, 0x00, 0xfe]) });
    expect([...(await runGitBuffer(repo.dir, ["cat-file", "blob", "HEAD:bin.dat"], { spool }))]).toEqual([0xff, 0x00, 0xfe]);
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, "chunkgate ");
    await repo.commit("big", { "big.txt": big });
    expect((await runGitBuffer(repo.dir, ["cat-file", "blob", "HEAD:big.txt"], { spool })).equals(big)).toBe(true);
  });

  it("rejects a failing command with a GitError carrying git's stderr and exit code", async () => {
    const repo = await gitRepo();
    const error = await runGit(repo.dir, ["cat-file", "-p", "HEAD:nothing"], { spool }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    expect((error as GitError).exitCode).toBe(128);
    expect((error as GitError).stderr).toMatch(/fatal:/);
  });

  it("says so when the directory is not a git repository, or does not exist", async () => {
    const dir = await tempDir();
    expect((await userError(runGit(dir, ["rev-parse", "HEAD"], { spool }))).message).toBe(`${dir} is not inside a git repository`);
    expect((await userError(runGit(`${dir}/missing`, ["status"], { spool }))).message).toContain("cannot run git");
  });
});

describe("runGit's spool", () => {
  it("uses the pipe when no temporary folder can be made, with the same result", async () => {
    const repo = await gitRepo();
    await repo.commit("first", { "a.md": "x\n" });
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = `${await tempDir()}/missing/deeper`;
    try {
      expect(await runGit(repo.dir, ["ls-files"], { spool: true })).toBe("a.md\n");
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
  });
});
