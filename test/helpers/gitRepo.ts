import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { tempDir as makeTempDir } from "./tempDir.js";

const exec = promisify(execFile);

/**
 * The environment of every git command a test runs itself: a fixed identity and dates, and no
 * global or system configuration, so tests pass on a machine with no `git config` at all and are
 * not bent by someone's aliases. (The code under test runs git with the ordinary environment.)
 */
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "chunkgate test",
  GIT_AUTHOR_EMAIL: "test@chunkgate.invalid",
  GIT_COMMITTER_NAME: "chunkgate test",
  GIT_COMMITTER_EMAIL: "test@chunkgate.invalid",
  GIT_AUTHOR_DATE: "2026-01-01T00:00:00Z",
  GIT_COMMITTER_DATE: "2026-01-01T00:00:00Z",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
  LC_ALL: "C",
};

/** A file's content, `null` to delete it, or `{ link }` for a symbolic link to `link`. */
export type FileChange = string | Uint8Array | null | { link: string };

/** A real git repository in a temp folder, removed when the test file ends. */
export interface GitRepo {
  dir: string;
  /** Runs git in the repository and returns stdout. */
  git: (...args: string[]) => Promise<string>;
  /** Applies `changes` to the working tree (no commit). */
  write: (changes: Record<string, FileChange>) => Promise<void>;
  /** Applies `changes`, stages everything and commits; returns the new commit's full sha. */
  commit: (message: string, changes?: Record<string, FileChange>) => Promise<string>;
}

/** git's blob id of `bytes`, as `git hash-object` gives it. */
export function blobId(bytes: Uint8Array): string {
  return createHash("sha1").update(`blob ${bytes.byteLength}\u0000`).update(bytes).digest("hex");
}

/** Runs git in `cwd` with the test environment. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  return (await exec("git", args, { cwd, env: GIT_ENV, maxBuffer: 1 << 28 })).stdout;
}

/** A fresh temp directory (real path) `chunkgate-<prefix>-…`, removed when the test file ends (see tempDir.ts). */
export function tempDir(prefix = "git"): Promise<string> {
  return makeTempDir(prefix);
}

/** An empty repository on branch `main`. */
export async function gitRepo(): Promise<GitRepo> {
  return repoAt(await tempDir());
}

/** A repository whose first commit is a copy of the directory `source` (a fixture). */
export async function gitRepoFrom(source: string): Promise<{ repo: GitRepo; first: string }> {
  const dir = await tempDir();
  await cp(source, dir, { recursive: true });
  const repo = await repoAt(dir);
  return { repo, first: await repo.commit("copy of the fixture") };
}

async function repoAt(dir: string): Promise<GitRepo> {
  await git(dir, "init", "--quiet", "--initial-branch=main");
  const write = async (changes: Record<string, FileChange>): Promise<void> => {
    for (const [name, change] of Object.entries(changes)) {
      const file = path.join(dir, name);
      await rm(file, { force: true, recursive: true });
      if (change === null) continue;
      await mkdir(path.dirname(file), { recursive: true });
      if (typeof change === "object" && "link" in change) await symlink(change.link, file);
      else await writeFile(file, change);
    }
  };
  const repo: GitRepo = {
    dir,
    git: (...args) => git(dir, ...args),
    write,
    async commit(message, changes = {}) {
      await write(changes);
      await git(dir, "add", "--all");
      await git(dir, "commit", "--quiet", "--allow-empty", "--no-gpg-sign", "-m", message);
      return (await git(dir, "rev-parse", "HEAD")).trim();
    },
  };
  return repo;
}
