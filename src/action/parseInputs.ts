import { isAbsolute, resolve } from "node:path";
import { UserError } from "../errors.js";

/** What the action does this run. */
export type ActionMode = "check" | "report";

/** Every input of action.yml, parsed and validated once; everything downstream takes this object. */
export interface ActionSettings {
  /** `check`: evaluate the pull request. `report`: post the comment from an earlier run's JSON report. */
  mode: ActionMode;
  /** Absolute path of the repository root the registry and the documents are relative to. */
  root: string;
  /** Registry path relative to `root` (default `chunkgate.yml`). */
  registry: string;
  /** Token for the REST API; null when the input is empty (then nothing that needs the API can run). */
  token: string | null;
  /** `comment`: a failing verdict is reported but does not fail the step. */
  onRegression: "fail" | "comment";
  /** Whether to write the pull request comment at all. */
  comment: boolean;
  /** `changed`: only the sources the pull request touches; `all`: every source. */
  scope: "changed" | "all";
  /** Revision to compare with; null: the base sha of the pull request in the event. */
  baseRef: string | null;
  /** Absolute path of the JSON report: written in check mode, read in report mode. */
  jsonReport: string;
}

/** Where relative paths are resolved: the checkout (GITHUB_WORKSPACE) and the runner's temp folder. */
export interface InputPlaces {
  workspace: string;
  runnerTemp: string;
}

/** The default `json-report` file name, placed in the runner's temp folder so it never dirties the checkout. */
export const DEFAULT_REPORT_NAME = "chunkgate-report.json";

/**
 * Parses the action's inputs. `read` returns an input's raw value ('' when unset, as
 * `core.getInput` does); an unset input takes the default action.yml documents, so the action
 * behaves the same under the runner (which fills in defaults) and under `@github/local-action`.
 * A bad value is a UserError naming the input, the value and the accepted forms.
 */
export function parseInputs(read: (name: string) => string, places: InputPlaces): ActionSettings {
  const get = (name: string) => read(name).trim();
  const root = resolve(places.workspace, get("root") || ".");
  const registry = get("registry") || "chunkgate.yml";
  if (isAbsolute(registry)) {
    throw new UserError(`input \`registry\` is "${registry}"; give the registry's path relative to \`root\` (${root})`);
  }
  const jsonReport = get("json-report");
  const baseRef = get("base-ref");
  return {
    mode: choice(get, "mode", ["check", "report"], "check"),
    root,
    registry,
    token: get("github-token") || null,
    onRegression: choice(get, "on-regression", ["fail", "comment"], "fail"),
    comment: booleanInput(get, "comment", true),
    scope: choice(get, "scope", ["changed", "all"], "changed"),
    baseRef: baseRef || null,
    jsonReport: jsonReport ? resolve(places.workspace, jsonReport) : resolve(places.runnerTemp, DEFAULT_REPORT_NAME),
  };
}

function choice<T extends string>(get: (name: string) => string, name: string, allowed: readonly T[], fallback: T): T {
  const value = get(name);
  if (value === "") return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UserError(`input \`${name}\` is "${value}"; use ${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}`);
}

/** YAML 1.2 core booleans, as `core.getBooleanInput` accepts them. */
function booleanInput(get: (name: string) => string, name: string, fallback: boolean): boolean {
  const value = get(name);
  if (value === "") return fallback;
  if (["true", "True", "TRUE"].includes(value)) return true;
  if (["false", "False", "FALSE"].includes(value)) return false;
  throw new UserError(`input \`${name}\` is "${value}"; use true or false`);
}
