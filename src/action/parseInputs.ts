import { isAbsolute, resolve } from "node:path";
import { UserError } from "../errors.js";
import type { RunContext } from "./readRunContext.js";

/** Every input of action.yml, parsed and validated once; everything downstream takes this object. */
export interface ActionSettings {
  mode: "check" | "report" | "sweep";
  /** Absolute path of the repository root the registry and the documents are relative to. */
  root: string;
  /** Registry path relative to `root` (default `chunkgate.yml`). */
  registry: string;
  /** Token for the REST API; null when the input is empty (then nothing that needs the API can run). */
  token: string | null;
  /** `comment`: a failing verdict is reported but does not fail the step. */
  onRegression: "fail" | "comment";
  comment: boolean;
  /** `changed`: only the sources the pull request touches; `all`: every source. */
  scope: "changed" | "all";
  /** Revision to compare with; null: the base sha of the pull request in the event. */
  baseRef: string | null;
  /** Absolute path of the JSON report: written in check and sweep mode, read in report mode. */
  jsonReport: string;
  /** The label that adds a sweep to a check; null: the input was set empty, no label trigger. */
  sweepLabel: string | null;
  /** Absolute path of the store kept between runs (persisted with actions/cache). */
  cacheDir: string;
  /** `report-max-mb` in bytes: the largest report `mode: report` reads. */
  reportMaxBytes: number;
  /** `memory-limit-mb`: the engine's heap in MB; null: three quarters of the machine's memory. */
  memoryLimitMb: number | null;
  /** `time-limit-minutes` in milliseconds: how long the engine may run. */
  timeLimitMs: number;
}

/** The default `json-report` file name, placed in the runner's temp folder so it never dirties the checkout. */
const DEFAULT_REPORT_NAME = "chunkgate-report.json";

/** The default store's folder in `RUNNER_TEMP`, emptied around every job: it holds only what `actions/cache` put. */
const DEFAULT_CACHE_NAME = "chunkgate-cache";

const DEFAULT_SWEEP_LABEL = "chunkgate:sweep";

/** GitHub refuses label names longer than this ("name is too long (maximum is 50 characters)"). */
const LABEL_MAX_LENGTH = 50;

/** Parses the inputs once: unset or empty is action.yml's default; a bad value is a UserError naming input and fix. */
export function parseInputs(read: (name: string) => string | undefined, places: Pick<RunContext, "workspace" | "runnerTemp">): ActionSettings {
  const get = (name: string) => (read(name) ?? "").trim();
  const root = resolve(places.workspace, get("root") || ".");
  const registry = get("registry") || "chunkgate.yml";
  if (isAbsolute(registry)) {
    throw new UserError(`input \`registry\` is "${registry}"; give the registry's path relative to \`root\` (${root})`);
  }
  const jsonReport = get("json-report");
  const baseRef = get("base-ref");
  const cacheDir = get("cache-dir");
  return {
    mode: choice(get, "mode", ["check", "report", "sweep"], "check"),
    root,
    registry,
    token: get("github-token") || null,
    onRegression: choice(get, "on-regression", ["fail", "comment"], "fail"),
    comment: booleanInput(get, "comment", true),
    scope: choice(get, "scope", ["changed", "all"], "changed"),
    baseRef: baseRef || null,
    jsonReport: jsonReport ? resolve(places.workspace, jsonReport) : resolve(places.runnerTemp, DEFAULT_REPORT_NAME),
    sweepLabel: labelInput(read("sweep-label")),
    cacheDir: cacheDir ? resolve(places.workspace, cacheDir) : resolve(places.runnerTemp, DEFAULT_CACHE_NAME),
    reportMaxBytes: Math.round(numberInput(get, "report-max-mb", 32, { min: 0.001, max: 4096 }) * 1024 * 1024),
    memoryLimitMb: get("memory-limit-mb") === "" ? null : Math.round(numberInput(get, "memory-limit-mb", 0, { min: 16, max: 1_048_576 })),
    timeLimitMs: Math.round(numberInput(get, "time-limit-minutes", 300, { min: 0.0001, max: 10_080 }) * 60_000),
  };
}

/** Input `name` as `core.getInput` reads it, but undefined when absent: an empty `sweep-label` was asked for. */
export function inputReader(env: NodeJS.ProcessEnv): (name: string) => string | undefined {
  return (name) => env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`]?.trim();
}

/** One label name: unset → the default; empty → null (no label trigger); else one line GitHub could name a label. */
function labelInput(raw: string | undefined): string | null {
  if (raw === undefined) return DEFAULT_SWEEP_LABEL;
  const value = raw.trim();
  if (value === "") return null;
  // A newline means a list was given; control characters and over-long names cannot be a label's.
  if (/[\u0000-\u001f\u007f]/.test(value) || Array.from(value).length > LABEL_MAX_LENGTH) {
    throw new UserError(
      `input \`sweep-label\` is ${JSON.stringify(value)}; give one label name on one line, at most ${LABEL_MAX_LENGTH} characters as GitHub allows (default ${DEFAULT_SWEEP_LABEL}), or set it empty to turn the label trigger off`,
    );
  }
  return value;
}

function choice<T extends string>(get: (name: string) => string, name: string, allowed: readonly T[], fallback: T): T {
  const value = get(name);
  if (value === "") return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UserError(`input \`${name}\` is "${value}"; use ${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}`);
}

/** A positive number in [min, max]; empty: `fallback`. */
function numberInput(get: (name: string) => string, name: string, fallback: number, range: { min: number; max: number }): number {
  const value = get(name);
  if (value === "") return fallback;
  const number = /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= range.min && number <= range.max)) throw new UserError(`input \`${name}\` is "${value}"; give a number from ${range.min} to ${range.max} (default ${fallback || "empty"})`);
  return number;
}

/** YAML 1.2 core booleans, as `core.getBooleanInput` accepts them. */
function booleanInput(get: (name: string) => string, name: string, fallback: boolean): boolean {
  const value = get(name);
  if (value === "") return fallback;
  if (["true", "True", "TRUE"].includes(value)) return true;
  if (["false", "False", "FALSE"].includes(value)) return false;
  throw new UserError(`input \`${name}\` is "${value}"; use true or false`);
}
