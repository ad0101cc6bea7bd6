import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { promisify } from "node:util";
import { runCli } from "../../src/cli/runCli.js";

/** What one CLI invocation printed and returned. */
export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process, from `cwd`, capturing its output. */
export async function runCliInProcess(argv: string[], cwd: string, env: Record<string, string> = {}): Promise<CliOutcome> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    isTTY: false,
    cwd,
    env,
    ...(process.env.CHUNKGATE_CACHE_DIR ? { cacheDir: process.env.CHUNKGATE_CACHE_DIR } : {}),
    writeFile: async (path, content) => {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    },
  });
  return { code, stdout, stderr };
}

/** The committed bundle, the file `npx chunkgate` and CI's smoke run execute. */
export const BUNDLED_CLI = resolve(import.meta.dirname, "../../dist/cli/index.js");

/** Runs the committed bundle in a child process, from `cwd`, with `env` added to the environment. */
export async function runCliBundle(argv: string[], cwd: string, env: Record<string, string> = {}): Promise<CliOutcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BUNDLED_CLI, ...argv], { cwd, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}
