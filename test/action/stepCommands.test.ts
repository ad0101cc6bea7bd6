import * as core from "@actions/core";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import * as step from "../../src/action/stepCommands.js";
import { tempDirSync } from "../helpers/tempDir.js";

/**
 * stepCommands against `@actions/core` 3.0.1 itself (a devDependency kept as the oracle): the same
 * calls must print the same bytes, append the same files and throw the same messages.
 */

const saved = { env: { ...process.env }, exitCode: process.exitCode };
afterEach(() => {
  process.env = { ...saved.env };
  process.exitCode = saved.exitCode;
});

/** What `run` printed to stdout, with the process's exit code it left. */
function captured(run: () => void): { stdout: string; exitCode: typeof process.exitCode } {
  const write = process.stdout.write;
  let stdout = "";
  process.exitCode = undefined;
  process.stdout.write = ((chunk: string | Uint8Array) => ((stdout += String(chunk)), true)) as typeof process.stdout.write;
  try {
    run();
  } finally {
    process.stdout.write = write;
  }
  const exitCode = process.exitCode;
  process.exitCode = undefined;
  return { stdout, exitCode };
}

/** Text with everything the runner's encoding touches: `%`, CR, LF, `:`, `,`, and command look-alikes. */
const hostile = fc.string({ unit: fc.constantFrom("%", "\r", "\n", ":", ",", "::", "::error::", "##[", "a", "é", " ", "=", "\u2028", "25", "0A"), maxLength: 30 });
const someText = fc.oneof(hostile, fc.string({ unit: "grapheme", maxLength: 20 }));
const properties = fc.record(
  {
    title: someText,
    file: someText,
    startLine: fc.nat({ max: 100_000 }),
    endLine: fc.nat({ max: 100_000 }),
    startColumn: fc.nat({ max: 200 }),
    endColumn: fc.nat({ max: 200 }),
  },
  { requiredKeys: [] },
);

describe("stepCommands writes the step protocol as @actions/core does", () => {
  it("throws core's message when the step has no job summary, and appends what core appends", async () => {
    delete process.env.GITHUB_STEP_SUMMARY;
    const expected = await core.summary
      .emptyBuffer()
      .addRaw("x")
      .write()
      .then(() => "wrote", (error: Error) => error.message);
    expect(() => step.appendSummary("x")).toThrow(expected);
    const dir = tempDirSync("step-summary");
    const ours = path.join(dir, "ours.md");
    const theirs = path.join(dir, "theirs.md");
    writeFileSync(ours, "before\n");
    writeFileSync(theirs, "before\n");
    await fc.assert(
      fc.asyncProperty(someText, async (markdown) => {
        process.env.GITHUB_STEP_SUMMARY = ours;
        step.appendSummary(markdown);
        process.env.GITHUB_STEP_SUMMARY = theirs;
        await core.summary.emptyBuffer().addRaw(markdown).write();
        core.summary.emptyBuffer();
      }),
      { numRuns: 50 },
    );
    // core caches the summary's path after its first write, so every run above appended to `theirs`.
    expect(readFileSync(ours, "utf8")).toBe(readFileSync(theirs, "utf8"));
  });

  it.skipIf(process.getuid?.() === 0)("refuses a summary file it cannot write, with core's message (skipped as root, who writes everything)", () => {
    const file = path.join(tempDirSync("step-summary-ro"), "summary.md");
    writeFileSync(file, "");
    chmodSync(file, 0o444);
    process.env.GITHUB_STEP_SUMMARY = file;
    expect(() => step.appendSummary("x")).toThrow(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
  });

  it("prints warnings and errors, with and without annotation properties, byte for byte", () => {
    fc.assert(
      fc.property(someText, properties, (message, props) => {
        for (const level of ["warning", "error"] as const) {
          expect(captured(() => step[level](message, props))).toEqual(captured(() => core[level](message, props)));
          expect(captured(() => step[level](message))).toEqual(captured(() => core[level](message)));
        }
      }),
      { numRuns: 300 },
    );
    // properties given, none with a value: the toolkit still writes the space after the command
    for (const props of [{ title: "" }, { startLine: 0 }, {}]) expect(captured(() => step.warning("m", props))).toEqual(captured(() => core.warning("m", props)));
  });

  it("fails the step the same way", () => {
    fc.assert(
      fc.property(someText, (message) => {
        const ours = captured(() => step.setFailed(message));
        expect(ours).toEqual(captured(() => core.setFailed(message)));
        expect(ours.exitCode).toBe(1);
      }),
      { numRuns: 100 },
    );
  });

  it("appends outputs as core does (delimiters aside), and prints set-output without GITHUB_OUTPUT", () => {
    const dir = tempDirSync("step-output");
    const ours = path.join(dir, "ours.txt");
    const theirs = path.join(dir, "theirs.txt");
    writeFileSync(ours, "");
    writeFileSync(theirs, "");
    const name = fc.string({ unit: fc.constantFrom("a", "-", "_", "1"), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(name, someText, (key, value) => {
        process.env.GITHUB_OUTPUT = ours;
        step.setOutput(key, value);
        process.env.GITHUB_OUTPUT = theirs;
        core.setOutput(key, value);
        delete process.env.GITHUB_OUTPUT;
        expect(captured(() => step.setOutput(key, value))).toEqual(captured(() => core.setOutput(key, value)));
      }),
      { numRuns: 100 },
    );
    const delimiters = (text: string) => text.replace(/ghadelimiter_[0-9a-f-]{36}/g, "ghadelimiter_X");
    expect(delimiters(readFileSync(ours, "utf8"))).toBe(delimiters(readFileSync(theirs, "utf8")));
    expect(readFileSync(ours, "utf8")).toMatch(/^[a1_-]+<<ghadelimiter_[0-9a-f-]{36}\n/);
    // Each output has a delimiter of its own.
    const used = readFileSync(ours, "utf8").match(/<<(ghadelimiter_[0-9a-f-]{36})/g) ?? [];
    expect(new Set(used).size).toBe(used.length);
  });

  it("refuses a missing output file with core's message", () => {
    const file = path.join(tempDirSync("step-output-missing"), "absent.txt");
    process.env.GITHUB_OUTPUT = file;
    expect(() => core.setOutput("a", "b")).toThrow(`Missing file at path: ${file}`);
    expect(() => step.setOutput("a", "b")).toThrow(`Missing file at path: ${file}`);
  });
});
