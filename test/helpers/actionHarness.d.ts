import type { FakeGitHub } from "./fakeGitHub.js";
/** The repository's action.yml. */
export declare const ACTION_YML: string;
/** The committed action bundle the runner executes (`runs.main`). */
export declare const ACTION_BUNDLE: string;
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
export declare function messagesOf(run: ActionRun, command: string): string[];
/**
 * Runs the action in this process: imports `run` from src/main.ts with the runner's environment
 * set, captures stdout, and restores the environment and `process.exitCode` afterwards.
 */
export declare function runActionInProcess(setup: ActionSetup): Promise<ActionRun>;
/** Runs the built bundle `dist/index.js` in a child process with the runner's environment, as GitHub does. */
export declare function runActionBundle(setup: ActionSetup): Promise<ActionRun>;
/**
 * The workflow commands an Actions runner would execute from `stdout`, found the way it finds them
 * (actions/runner, ActionCommandManager.TryProcessCommand): each line (split at CR, LF or CRLF) is
 * tried as `::name …::data` once leading white space is trimmed, else as the legacy `##[name …]data`
 * anywhere in the line; only registered names count. Stricter than `commands`, which reads only
 * the lines @actions/core writes, so a test can prove that text from a pull request issued none.
 */
export declare function runnerCommands(stdout: string): Array<{
    command: string;
    line: string;
}>;
/** How a test runs the action: in-process (src/main.ts), or as GitHub runs it (node dist/index.js in a child process). */
export type Runner = (setup: ActionSetup) => Promise<ActionRun>;
/** Both ways, for `describe.each`: the bundle is run too because a broken bundle can build cleanly. */
export declare const RUNNERS: Array<[string, Runner]>;
