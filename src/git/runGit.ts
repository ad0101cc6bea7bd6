import { execFile, spawn } from "node:child_process";
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

/**
 * The environment and options of every git call: English messages, which callers match on; UTF-8
 * paths; no terminal prompt, since a CI job must fail, not hang on credentials.
 */
export function gitInvocation(args: readonly string[]): { args: string[]; env: NodeJS.ProcessEnv } {
  return {
    args: ["-c", "core.quotepath=off", ...args],
    env: { ...process.env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0" },
  };
}

/**
 * Runs `git <args>` in `cwd` and resolves with stdout as UTF-8. A non-zero exit rejects with a
 * GitError; git missing and `cwd` outside a repository are UserErrors here, for every caller.
 */
export async function runGit(cwd: string, args: readonly string[], options: GitCallOptions = {}): Promise<string> {
  return (await runGitBuffer(cwd, args, options)).toString("utf8");
}

/** How runGit and its variants run git. */
export interface GitCallOptions {
  /** Written to git's stdin; none by default. */
  input?: string;
  /** Read stdout from a private temporary file rather than a pipe, for calls printing megabytes; same result. */
  spool?: boolean;
}

/** runGit, resolving with stdout's raw bytes: for file contents, which must not be decoded twice. */
export async function runGitBuffer(cwd: string, args: readonly string[], options: GitCallOptions = {}): Promise<Buffer> {
  const { exitCode, stdout, stderr } = await runGitOutcome(cwd, args, options);
  if (exitCode === 0) return stdout;
  throw knownFailure(cwd, stderr) ?? new GitError(args, exitCode, stderr);
}

/** How a git process ended: its exit code (null: killed by a signal), stdout's bytes and stderr. */
export interface GitOutcome {
  exitCode: number | null;
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs `git <args>` and resolves with how it ended whatever its exit code, for a caller that reads
 * a failure's output. Rejects only when git could not run to the end.
 */
export function runGitOutcome(cwd: string, args: readonly string[], options: GitCallOptions = {}): Promise<GitOutcome> {
  const call = gitInvocation(args);
  const spoolDir = options.spool ? privateTempDir() : undefined;
  if (spoolDir !== undefined) return spooledOutcome(cwd, call, options.input, spoolDir);
  return new Promise((resolve, reject) => {
    const child = execFile("git", call.args, { cwd, env: call.env, encoding: "buffer", maxBuffer: MAX_BUFFER }, (error, stdout, stderr) => {
      if (!error) return resolve({ exitCode: 0, stdout, stderr: stderr.toString("utf8") });
      const code: unknown = (error as { code?: unknown }).code;
      // A string code is a spawn or buffer failure (git never ran to completion), a number git's exit code.
      if (code === "ENOENT") return reject(cannotRun(cwd));
      if (typeof code === "string") return reject(error);
      resolve({ exitCode: typeof code === "number" ? code : null, stdout, stderr: stderr.toString("utf8") });
    });
    // A closed pipe (git exited before reading its input) surfaces through the exit code above.
    child.stdin?.on("error", () => {});
    child.stdin?.end(options.input);
  });
}

function cannotRun(cwd: string): UserError {
  return new UserError(`cannot run git in ${cwd}: git is not installed, or the directory does not exist`, { hint: "install git, and check the repository path" });
}

// A new folder only this process can read (mode 0700), or undefined when none can be made.
function privateTempDir(): string | undefined {
  try {
    return mkdtempSync(join(tmpdir(), "chunkgate-spool-"));
  } catch {
    return undefined;
  }
}

// runGitOutcome with stdout written into `dir` (see GitCallOptions.spool), which is removed after.
async function spooledOutcome(cwd: string, call: { args: string[]; env: NodeJS.ProcessEnv }, input: string | undefined, dir: string): Promise<GitOutcome> {
  try {
    const file = join(dir, "stdout");
    const fd = openSync(file, "wx", 0o600);
    let child;
    try {
      child = spawn("git", call.args, { cwd, env: call.env, stdio: ["pipe", fd, "pipe"] });
    } finally {
      // git holds its own copy of the descriptor
      closeSync(fd);
    }
    const stderr: Buffer[] = [];
    child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
    // A closed pipe (git exited before reading its input) surfaces through the exit code.
    child.stdin?.on("error", () => {});
    child.stdin?.end(input);
    const ended = await new Promise<{ code: number | null } | Error>((resolve) => {
      child.once("error", resolve);
      child.once("close", (code: number | null) => resolve({ code }));
    });
    if (ended instanceof Error) throw (ended as NodeJS.ErrnoException).code === "ENOENT" ? cannotRun(cwd) : ended;
    const stdout = readFileSync(file);
    if (stdout.length > MAX_BUFFER) throw new RangeError(`git ${call.args.join(" ")} printed ${stdout.length} bytes, over the limit of ${MAX_BUFFER}`);
    return { exitCode: ended.code, stdout, stderr: Buffer.concat(stderr).toString("utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The failures every caller would map the same way. */
function knownFailure(cwd: string, stderr: string): UserError | undefined {
  if (/not a git repository/i.test(stderr)) {
    return new UserError(`${cwd} is not inside a git repository`, { hint: "run chunkgate in a clone of the repository (for example after `actions/checkout`), or pass its directory as the root" });
  }
  return undefined;
}
