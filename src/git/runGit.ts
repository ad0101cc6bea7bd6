import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UserError } from "../errors.js";

/** Output limit per git call: a whole-repository diff or a large document fits; a runaway does not. */
const MAX_BUFFER = 512 * 1024 * 1024;

/** A git command that failed: its arguments, exit code and stderr, for callers to recognise. */
export class GitError extends Error {
  readonly args: readonly string[];
  /** Exit code, or null when git was killed by a signal. */
  readonly exitCode: number | null;
  readonly stderr: string;
  constructor(args: readonly string[], exitCode: number | null, stderr: string) {
    super(`git ${args.join(" ")} failed${exitCode === null ? "" : ` (exit ${exitCode})`}${stderr.trim() ? `: ${stderr.trim()}` : ""}`);
    this.name = "GitError";
    this.args = args;
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

/** Every git call's arguments and environment: English messages (matched by callers), UTF-8 paths, no prompt. */
export function gitInvocation(args: readonly string[]): { args: string[]; env: NodeJS.ProcessEnv } {
  return {
    args: ["-c", "core.quotepath=off", ...args],
    env: { ...process.env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0" },
  };
}

/** `git <args>` in `cwd`, stdout as UTF-8; a non-zero exit is a GitError, git missing or no repository a UserError. */
export async function runGit(cwd: string, args: readonly string[], options: GitCallOptions = {}): Promise<string> {
  return (await runGitBuffer(cwd, args, options)).toString("utf8");
}

/** How runGit and its variants run git. */
export interface GitCallOptions {
  input?: string;
  /** Read stdout from a private temporary file rather than a pipe, for calls printing megabytes; same result. */
  spool?: boolean;
}

/** runGit, resolving with stdout's raw bytes: for file contents, which must not be decoded twice. */
export async function runGitBuffer(cwd: string, args: readonly string[], options: GitCallOptions = {}): Promise<Buffer> {
  const call = gitInvocation(args);
  const spoolDir = options.spool ? privateTempDir() : undefined;
  try {
    const file = spoolDir === undefined ? undefined : join(spoolDir, "stdout");
    const out = file === undefined ? "pipe" : openSync(file, "wx", 0o600);
    let child: ChildProcess;
    try {
      child = spawn("git", call.args, { cwd, env: call.env, stdio: ["pipe", out, "pipe"] });
    } finally {
      // git holds its own copy of the descriptor
      if (typeof out === "number") closeSync(out);
    }
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let printed = 0;
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout.push(chunk);
      if ((printed += chunk.length) > MAX_BUFFER) child.kill();
    });
    child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
    // A closed pipe (git exited before reading its input) surfaces through the exit code.
    child.stdin?.on("error", () => {});
    child.stdin?.end(options.input);
    const ended = await new Promise<{ code: number | null } | Error>((resolve) => {
      child.once("error", resolve);
      child.once("close", (code: number | null) => resolve({ code }));
    });
    if (ended instanceof Error && (ended as NodeJS.ErrnoException).code === "ENOENT") {
      throw new UserError(`cannot run git in ${cwd}: git is not installed, or the directory does not exist`, { hint: "install git, and check the repository path" });
    }
    if (ended instanceof Error) throw ended;
    const bytes = file === undefined ? Buffer.concat(stdout) : readFileSync(file);
    if (bytes.length > MAX_BUFFER) throw new RangeError(`git ${call.args.join(" ")} printed ${bytes.length} bytes, over the limit of ${MAX_BUFFER}`);
    if (ended.code === 0) return bytes;
    const message = Buffer.concat(stderr).toString("utf8");
    // the one failure every caller would map the same way
    if (/not a git repository/i.test(message)) {
      throw new UserError(`${cwd} is not inside a git repository`, { hint: "run chunkgate in a clone of the repository (for example after `actions/checkout`), or pass its directory as the root" });
    }
    throw new GitError(args, ended.code, message);
  } finally {
    if (spoolDir !== undefined) rmSync(spoolDir, { recursive: true, force: true });
  }
}

// A new folder only this process can read (mode 0700), or undefined when none can be made.
function privateTempDir(): string | undefined {
  try {
    return mkdtempSync(join(tmpdir(), "chunkgate-spool-"));
  } catch {
    return undefined;
  }
}
