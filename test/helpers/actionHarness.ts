import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";
import type { FakeGitHub } from "./fakeGitHub.js";
import { tempDir, tempDirSync } from "./tempDir.js";

/** The repository's action.yml. */
export const ACTION_YML = resolve(import.meta.dirname, "../../action.yml");
/** The committed action bundle the runner executes (`runs.main`). */
export const ACTION_BUNDLE = resolve(import.meta.dirname, "../../dist/index.js");

/** What a run of the action is given: a checkout, an event, a fake GitHub and inputs. */
export interface ActionSetup {
  /** The checkout: GITHUB_WORKSPACE and the working directory. */
  workspace: string;
  eventName: string;
  /** The event payload GitHub would write to GITHUB_EVENT_PATH. */
  payload: unknown;
  /** GITHUB_SHA. */
  sha: string;
  github: FakeGitHub;
  /** What `${{ github.token }}` evaluates to. */
  token: string;
  /** Inputs set in the workflow's `with:`; action.yml's defaults fill in the rest, as the runner does. */
  with?: Record<string, string>;
  /** The step's `env:` (secrets such as an embeddings API key). */
  env?: Record<string, string>;
}

/** A workflow command the step printed (`::error file=…::message`). */
export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

/** What a step run produced, read back the way the runner reads it. */
export interface ActionRun {
  /** The step's exit code: 1 when `core.setFailed` was called. */
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The job summary file's content. */
  summary: string;
  /** Outputs from the GITHUB_OUTPUT file. */
  outputs: Record<string, string>;
  /** Workflow commands from stdout, in order. */
  commands: WorkflowCommand[];
  /** RUNNER_TEMP of the run. */
  runnerTemp: string;
}

/** Messages of the commands of one kind (`error`, `warning`, `notice`). */
export function messagesOf(run: ActionRun, command: string): string[] {
  return run.commands.filter((c) => c.command === command).map((c) => c.message);
}

/**
 * The environment an Actions runner gives a `node24` step: event file, workspace, temp folder,
 * summary and output files, the API URL, and one `INPUT_<NAME>` per input (upper-cased, spaces to
 * underscores, dashes kept), defaults included.
 */
async function runnerEnv(setup: ActionSetup, summaryFile?: string): Promise<{ env: Record<string, string>; files: { summary: string; output: string; runnerTemp: string } }> {
  const runner = await tempDir("runner");
  const runnerTemp = join(runner, "_temp");
  await mkdir(runnerTemp);
  const eventPath = join(runner, "event.json");
  await writeFile(eventPath, JSON.stringify(setup.payload, null, 2));
  const summary = summaryFile ?? join(runner, "step_summary.md");
  const output = join(runner, "output.txt");
  await writeFile(summary, "");
  await writeFile(output, "");
  const env: Record<string, string> = {
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_API_URL: setup.github.url,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_EVENT_NAME: setup.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `${setup.github.options.owner}/${setup.github.options.repo}`,
    GITHUB_SHA: setup.sha,
    GITHUB_WORKSPACE: setup.workspace,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: runnerTemp,
    ...(await inputEnv(setup)),
    ...setup.env,
  };
  return { env, files: { summary, output, runnerTemp } };
}

async function inputEnv(setup: ActionSetup): Promise<Record<string, string>> {
  const action = parse(await readFile(ACTION_YML, "utf8")) as { inputs: Record<string, { default?: string }> };
  const env: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) {
    const value = setup.with?.[name] ?? String(input.default ?? "").replace(/\$\{\{\s*github\.token\s*\}\}/g, setup.token);
    env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;
  }
  for (const name of Object.keys(setup.with ?? {})) {
    if (!(name in action.inputs)) throw new Error(`action.yml declares no input \`${name}\``);
  }
  return env;
}

/**
 * @actions/core caches the summary file's path on first write, so in-process runs share one
 * summary file per test process (truncated before each run), as the runner would give a step.
 */
const IN_PROCESS_SUMMARY = join(tempDirSync("in-process-summary"), "step_summary.md");

/**
 * Runs the action in this process: imports `run` from src/main.ts with the runner's environment
 * set, captures stdout, and restores the environment and `process.exitCode` afterwards.
 */
export async function runActionInProcess(setup: ActionSetup): Promise<ActionRun> {
  const { env, files } = await runnerEnv(setup, IN_PROCESS_SUMMARY);
  const { run } = await import("../../src/main.js");
  const savedEnv = { ...process.env };
  const savedExitCode = process.exitCode;
  const write = process.stdout.write;
  let stdout = "";
  for (const key of Object.keys(process.env)) if (key.startsWith("INPUT_") || key.startsWith("GITHUB_")) delete process.env[key];
  Object.assign(process.env, env);
  process.exitCode = undefined;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  }) as typeof process.stdout.write;
  let exitCode: number;
  try {
    await run();
  } finally {
    process.stdout.write = write;
    exitCode = Number(process.exitCode ?? 0);
    process.exitCode = savedExitCode;
    for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
    Object.assign(process.env, savedEnv);
  }
  return collect({ exitCode, stdout, stderr: "" }, files);
}

/** Runs the built bundle `dist/index.js` in a child process with the runner's environment, as GitHub does. */
export async function runActionBundle(setup: ActionSetup): Promise<ActionRun> {
  const { env, files } = await runnerEnv(setup);
  const base = { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? tmpdir(), TMPDIR: tmpdir() };
  let result: { exitCode: number; stdout: string; stderr: string };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [ACTION_BUNDLE], { cwd: setup.workspace, env: { ...base, ...env }, maxBuffer: 64 * 1024 * 1024 });
    result = { exitCode: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: unknown; stdout?: string; stderr?: string };
    result = { exitCode: typeof e.code === "number" ? e.code : -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
  return collect(result, files);
}

async function collect(result: { exitCode: number; stdout: string; stderr: string }, files: { summary: string; output: string; runnerTemp: string }): Promise<ActionRun> {
  return {
    ...result,
    summary: await readFile(files.summary, "utf8"),
    outputs: parseOutputs(await readFile(files.output, "utf8")),
    commands: parseCommands(result.stdout),
    runnerTemp: files.runnerTemp,
  };
}

/** The `name<<delimiter` blocks @actions/core appends to GITHUB_OUTPUT. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n?\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]!] = match[3]!;
  return outputs;
}

/** `::command key=value,key=value::message` lines, unescaped as the runner does. */
function parseCommands(stdout: string): WorkflowCommand[] {
  const commands: WorkflowCommand[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const match = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!match) continue;
    const properties: Record<string, string> = {};
    for (const pair of (match[2] ?? "").split(",").filter(Boolean)) {
      const at = pair.indexOf("=");
      properties[pair.slice(0, at)] = unescape(pair.slice(at + 1));
    }
    commands.push({ command: match[1]!, properties, message: unescape(match[3]!) });
  }
  return commands;
}

/** The commands an Actions runner registers (actions/runner's command extensions, plus `stop-commands`). */
const RUNNER_COMMANDS = new Set(["set-env", "set-output", "save-state", "add-mask", "add-path", "add-matcher", "remove-matcher", "debug", "warning", "error", "notice", "group", "endgroup", "echo", "stop-commands"]);

/**
 * The workflow commands an Actions runner would execute from `stdout`, found the way it finds them
 * (actions/runner, ActionCommandManager.TryProcessCommand): each line (split at CR, LF or CRLF) is
 * tried as `::name …::data` once leading white space is trimmed, else as the legacy `##[name …]data`
 * anywhere in the line; only registered names count. Stricter than `commands`, which reads only
 * the lines @actions/core writes, so a test can prove that text from a pull request issued none.
 */
export function runnerCommands(stdout: string): Array<{ command: string; line: string }> {
  const found: Array<{ command: string; line: string }> = [];
  for (const line of stdout.split(/\r\n|\r|\n/)) {
    const trimmed = line.replace(/^[\s\u0085]+/, "");
    const v2 = trimmed.startsWith("::") ? trimmed.indexOf("::", 2) : -1;
    if (v2 >= 0) {
      const name = trimmed.slice(2, v2).split(" ")[0]!;
      if (RUNNER_COMMANDS.has(name)) {
        found.push({ command: name, line });
        continue;
      }
    }
    const v1 = line.indexOf("##[");
    const end = v1 < 0 ? -1 : line.indexOf("]", v1);
    if (end >= 0) {
      const name = line.slice(v1 + 3, end).split(" ")[0]!;
      if (RUNNER_COMMANDS.has(name)) found.push({ command: name, line });
    }
  }
  return found;
}

function unescape(text: string): string {
  return text.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%3A/g, ":").replace(/%2C/g, ",").replace(/%25/g, "%");
}

/** How a test runs the action: in-process (src/main.ts), or as GitHub runs it (node dist/index.js in a child process). */
export type Runner = (setup: ActionSetup) => Promise<ActionRun>;

/** Both ways, for `describe.each`: the bundle is run too because a broken bundle can build cleanly. */
export const RUNNERS: Array<[string, Runner]> = [
  ["in-process", runActionInProcess],
  ["dist/index.js", runActionBundle],
];
