import { randomUUID } from "node:crypto";
import { accessSync, appendFileSync, constants, existsSync } from "node:fs";
import { EOL } from "node:os";

/**
 * The runner's step protocol (workflow commands on stdout, `GITHUB_OUTPUT` and
 * `GITHUB_STEP_SUMMARY` files), written as `@actions/core` 3.0.1 writes it, byte for byte (a
 * differential test holds the two equal). Hand-written because `@actions/core` loads its HTTP
 * client and undici for OIDC tokens at import, which cost 0.12–0.15 s of CPU on every run (a bundle
 * of `@actions/core` alone against an empty one, same machine), about 3 % of a pull request's
 * check on a warm cache, for the few functions chunkgate uses; see the README's Dependencies section. Plain log
 * lines are not here: they go through logInfo, which escapes them.
 */

/** Where an annotation points, as `@actions/core`'s AnnotationProperties. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

/** A warning annotation (on `file`/lines when given); message and properties encoded for the runner. */
export function warning(message: string, properties: AnnotationProperties = {}): void {
  issueCommand("warning", commandProperties(properties), message);
}

/** An error annotation (on `file`/lines when given); message and properties encoded for the runner. */
export function error(message: string, properties: AnnotationProperties = {}): void {
  issueCommand("error", commandProperties(properties), message);
}

/** Fails the step: exit code 1 once the process ends, and `message` as an error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/**
 * Sets the step output `name` through `GITHUB_OUTPUT` with a random delimiter that neither the name
 * nor the value can contain (so a value cannot set another output); the deprecated `set-output`
 * command when the variable is absent (a local run). Throws when the file does not exist.
 */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT;
  if (file) {
    const delimiter = `ghadelimiter_${randomUUID()}`;
    if (name.includes(delimiter)) throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (value.includes(delimiter)) throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
    appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: "utf8" });
    return;
  }
  process.stdout.write(EOL);
  issueCommand("set-output", { name }, value);
}

/** Appends `markdown` to the step's job summary; throws when there is none or it cannot be written. */
export function appendSummary(markdown: string): void {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) throw new Error("Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.");
  try {
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
  }
  appendFileSync(file, markdown, { encoding: "utf8" });
}

function commandProperties(p: AnnotationProperties): Record<string, string | number | undefined> {
  if (Object.keys(p).length === 0) return {};
  return { title: p.title, file: p.file, line: p.startLine, endLine: p.endLine, col: p.startColumn, endColumn: p.endColumn };
}

function issueCommand(command: string, properties: Record<string, string | number | undefined>, message: string): void {
  // Properties with no value (or 0, or "") are left out, as the runner's toolkit does; like it, a
  // space follows the command whenever properties were given, even when none has a value.
  const pairs = Object.entries(properties)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  process.stdout.write(`::${command}${Object.keys(properties).length > 0 ? ` ${pairs.join(",")}` : ""}::${escapeData(message)}${EOL}`);
}

function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
