import { describe, expect, it } from "vitest";
import { GitError, runGit, runGitBuffer, runGitOutcome } from "../../src/git/runGit.js";
import { gitRepo, tempDir } from "../helpers/gitRepo.js";
import { userError } from "../helpers/userError.js";

describe("runGit", () => {
  it("returns stdout, feeds stdin and prints non-ASCII paths unquoted", async () => {
    const repo = await gitRepo();
    await repo.commit("first", { "é ü.md": "x\n" });
    expect(await runGit(repo.dir, ["ls-files"])).toBe("é ü.md\n");
    const oid = (await runGit(repo.dir, ["hash-object", "--stdin"], { input: "hello\n" })).trim();
    expect(oid).toMatch(/^[0-9a-f]{40}$/);
  });

  it("keeps bytes exact in the Buffer variant", async () => {
    const repo = await gitRepo();
    await repo.commit("first", { "bin.dat": new Uint8Array([0xff, 0x00, 0xfe]) });
    expect([...(await runGitBuffer(repo.dir, ["cat-file", "blob", "HEAD:bin.dat"]))]).toEqual([0xff, 0x00, 0xfe]);
  });

  it("rejects a failing command with a GitError carrying git's stderr and exit code", async () => {
    const repo = await gitRepo();
    const error = await runGit(repo.dir, ["cat-file", "-p", "HEAD:nothing"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    expect((error as GitError).exitCode).toBe(128);
    expect((error as GitError).stderr).toMatch(/fatal:/);
  });

  it("tells how git ended, what it printed before failing included, through runGitOutcome", async () => {
    const repo = await gitRepo();
    const failed = await runGitOutcome(repo.dir, ["rev-parse", "--show-toplevel", "no-such-branch", "--"]);
    expect(failed.exitCode).toBe(128);
    expect(failed.stderr).toMatch(/bad revision/);
    expect(failed.stdout.toString("utf8")).toBe(`${repo.dir}\n`);
    const done = await runGitOutcome(repo.dir, ["rev-parse", "--show-toplevel"]);
    expect({ ...done, stdout: done.stdout.toString("utf8") }).toEqual({ exitCode: 0, stdout: `${repo.dir}\n`, stderr: "" });
    const outside = await tempDir();
    expect((await runGitOutcome(outside, ["rev-parse", "--show-toplevel"])).stderr).toMatch(/not a git repository/);
    expect((await userError(runGitOutcome(`${outside}/missing`, ["status"]))).message).toContain("cannot run git");
  });

  it("says so when the directory is not a git repository, or does not exist", async () => {
    const dir = await tempDir();
    expect((await userError(runGit(dir, ["rev-parse", "HEAD"]))).message).toBe(`${dir} is not inside a git repository`);
    expect((await userError(runGit(`${dir}/missing`, ["status"]))).message).toContain("cannot run git");
  });
});
