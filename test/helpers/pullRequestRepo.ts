import { execFile } from "node:child_process";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { promisify } from "node:util";
import { fixture } from "./evaluateFixture.js";
import type { FakePullFile } from "./fakeGitHub.js";
import { tempDir } from "./tempDir.js";

/**
 * How one push changes the repository, by path from the repository's top: a function edits
 * an existing file (it must change it), a string writes a file (new or not), null deletes it.
 */
export type Edits = Record<string, ((text: string) => string) | string | null>;

/** A git repository with a `main` branch (the base) and a `feature` branch with one commit per push. */
export interface PullRequestRepo {
  /** The working tree, checked out at the last push. */
  dir: string;
  baseSha: string;
  /** The head commit of each push, in order. */
  heads: string[];
  /** Checks out `sha` (detached), as `actions/checkout` does for a run of that commit. */
  checkout: (sha: string) => Promise<void>;
}

const GIT_IDENTITY = ["-c", "user.name=Docs Writer", "-c", "user.email=writer@example.com", "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"];

/** Runs git in `cwd` with a fixed identity and returns its stdout. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)("git", [...GIT_IDENTITY, ...args], { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, LC_ALL: "C" } });
  return stdout;
}

/**
 * A pull request in a fresh temp repository: the base commit on `main` holds copies of bundled
 * fixtures, each in its folder (`{ "": "lumen" }` puts the Lumen fixture at the top), with the
 * `base` edits made to them, and each entry of `pushes` is one more commit on `feature`.
 */
export async function makePullRequestRepo(options: { fixtures: Record<string, string>; pushes: Edits[]; base?: Edits }): Promise<PullRequestRepo> {
  const dir = await tempDir("pr");
  await git(dir, "init", "--quiet");
  for (const [folder, name] of Object.entries(options.fixtures)) {
    await mkdir(join(dir, folder), { recursive: true });
    await cp(fixture(name), join(dir, folder), { recursive: true, filter: (source) => basename(source) !== ".chunkgate" });
  }
  if (options.base) await applyEdits(dir, options.base);
  await git(dir, "add", "--all");
  await git(dir, "commit", "--quiet", "-m", "base: the documentation as merged");
  const baseSha = (await git(dir, "rev-parse", "HEAD")).trim();
  await git(dir, "checkout", "--quiet", "-b", "feature");
  const heads: string[] = [];
  for (const [i, edits] of options.pushes.entries()) {
    await applyEdits(dir, edits);
    await git(dir, "add", "--all");
    await git(dir, "commit", "--quiet", "--allow-empty", "-m", `push ${i + 1}`);
    heads.push((await git(dir, "rev-parse", "HEAD")).trim());
  }
  return { dir, baseSha, heads, checkout: async (sha) => void (await git(dir, "checkout", "--quiet", "--detach", sha)) };
}

async function applyEdits(root: string, edits: Edits): Promise<void> {
  for (const [path, edit] of Object.entries(edits)) {
    const file = join(root, path);
    if (edit === null) {
      await rm(file);
    } else if (typeof edit === "string") {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, edit);
    } else {
      const before = await readFile(file, "utf8");
      const after = edit(before);
      if (after === before) throw new Error(`edit of ${path} changed nothing: the fixture moved, update the test`);
      await writeFile(file, after);
    }
  }
}

/**
 * A `--depth 1` clone of the repository's `feature` branch, as `actions/checkout` makes by
 * default: the head is there, the base commit is not.
 */
export async function shallowClone(repo: PullRequestRepo): Promise<string> {
  const dir = await tempDir("shallow");
  await git(tmpdir(), "clone", "--quiet", "--depth", "1", "--branch", "feature", `file://${repo.dir}`, dir);
  return dir;
}

/**
 * The pull request's files as `GET /repos/{owner}/{repo}/pulls/{pull_number}/files` serves them,
 * made from git's own diff of base and head (three lines of context, renames detected), so the
 * REST fallback is tested against the same change the git path sees.
 */
export async function restFilesFromGit(dir: string, base: string, head: string): Promise<FakePullFile[]> {
  const diff = await git(dir, "diff", "-M", "--no-color", "--no-ext-diff", "--src-prefix=a/", "--dst-prefix=b/", `${base}...${head}`);
  const blocks = diff.split(/^(?=diff --git )/m).filter((b) => b.startsWith("diff --git "));
  return blocks.map((block) => {
    const lines = block.split("\n");
    const header = /^diff --git a\/(.*) b\/(.*)$/.exec(lines[0]!)!;
    const renameFrom = lines.find((l) => l.startsWith("rename from "))?.slice("rename from ".length);
    const renameTo = lines.find((l) => l.startsWith("rename to "))?.slice("rename to ".length);
    const status: FakePullFile["status"] = lines.some((l) => l.startsWith("new file mode"))
      ? "added"
      : lines.some((l) => l.startsWith("deleted file mode"))
        ? "removed"
        : renameFrom
          ? "renamed"
          : "modified";
    const filename = renameTo ?? (status === "removed" ? header[1]! : header[2]!);
    const hunkStart = lines.findIndex((l) => l.startsWith("@@"));
    const hunks = hunkStart < 0 ? [] : lines.slice(hunkStart).filter((l, i, all) => i < all.length - 1 || l !== "");
    const additions = hunks.filter((l) => l.startsWith("+")).length;
    const deletions = hunks.filter((l) => l.startsWith("-")).length;
    return {
      sha: "0".repeat(40),
      filename,
      status,
      additions,
      deletions,
      changes: additions + deletions,
      blob_url: `https://github.com/octo-org/docs/blob/${head}/${filename}`,
      raw_url: `https://github.com/octo-org/docs/raw/${head}/${filename}`,
      contents_url: `https://api.github.com/repos/octo-org/docs/contents/${filename}?ref=${head}`,
      ...(hunks.length > 0 ? { patch: hunks.join("\n") } : {}),
      ...(renameFrom ? { previous_filename: renameFrom } : {}),
    };
  });
}
