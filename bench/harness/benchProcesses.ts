import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { timedRun, type ProcessCost } from "./timedRun.js";

/** Where the benchmark finds what it runs. */
export interface BenchPaths {
  projectRoot: string;
  /** The CLI bundle (`dist/cli/index.js`), what `npx chunkgate` runs. */
  cli: string;
  /** The action bundle (`dist/index.js`), what a workflow step runs. */
  action: string;
  floor: string;
  peer: string;
}

/**
 * The paths of this checkout's benchmark; `distRoot` (default `projectRoot`) is the checkout whose
 * bundles are run, so `--against` measures another build with the same floor and peer.
 */
export function benchPaths(projectRoot: string, distRoot = projectRoot): BenchPaths {
  return {
    projectRoot,
    cli: path.join(distRoot, "dist", "cli", "index.js"),
    action: path.join(distRoot, "dist", "index.js"),
    floor: path.join(projectRoot, "bench", "processes", "floor.mjs"),
    peer: path.join(projectRoot, "bench", "processes", "peer.mjs"),
  };
}

/** `chunkgate ARGS` as a fresh process. */
export function runCli(paths: BenchPaths, args: readonly string[]): ProcessCost {
  return timedRun(process.execPath, [paths.cli, ...args], { cwd: paths.projectRoot });
}

/** The peer pipeline as a fresh process (see bench/processes/peer.mjs). */
export function runPeer(paths: BenchPaths, options: { root: string; questions: string; unit: "chars" | "tokens"; size: number; overlap: number }): ProcessCost {
  return timedRun(process.execPath, [paths.peer, options.root, options.questions, options.unit, String(options.size), String(options.overlap)], { cwd: paths.projectRoot });
}

/** The floor (read and count o200k tokens per line) as a fresh process. */
export function runFloor(paths: BenchPaths, root: string): ProcessCost {
  return timedRun(process.execPath, [paths.floor, root], { cwd: paths.projectRoot });
}

/**
 * The action bundle in `mode: check` on the checkout `workspace`, compared with `baseRef`, as a
 * runner step runs it (environment and files of a GitHub runner, no comment, no network):
 * `GITHUB_EVENT_NAME=push`, so the base comes from `base-ref` and changed files from git.
 */
export function runAction(paths: BenchPaths, options: { workspace: string; baseRef: string; cacheDir: string; sha: string; scope?: "changed" | "all" }): ProcessCost {
  const runner = mkdtempSync(path.join(tmpdir(), "chunkgate-bench-runner-"));
  try {
    writeFileSync(path.join(runner, "event.json"), "{}\n");
    writeFileSync(path.join(runner, "output.txt"), "");
    writeFileSync(path.join(runner, "summary.md"), "");
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      CI: "true",
      GITHUB_ACTIONS: "true",
      GITHUB_EVENT_NAME: "push",
      GITHUB_EVENT_PATH: path.join(runner, "event.json"),
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_SHA: options.sha,
      GITHUB_REPOSITORY: "bench/docs",
      GITHUB_API_URL: "http://127.0.0.1:9",
      RUNNER_TEMP: runner,
      GITHUB_OUTPUT: path.join(runner, "output.txt"),
      GITHUB_STEP_SUMMARY: path.join(runner, "summary.md"),
      "INPUT_BASE-REF": options.baseRef,
      INPUT_COMMENT: "false",
      "INPUT_CACHE-DIR": options.cacheDir,
      "INPUT_ON-REGRESSION": "comment",
      INPUT_MODE: "check",
      INPUT_SCOPE: options.scope ?? "changed",
    };
    return timedRun(process.execPath, [paths.action], { cwd: options.workspace, env });
  } finally {
    rmSync(runner, { recursive: true, force: true });
  }
}
