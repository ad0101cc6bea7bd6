import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseBenchArgs } from "../../bench/harness/parseBenchArgs.js";
import { runBench } from "../../bench/harness/runBench.js";

describe("parseBenchArgs", () => {
  it("measures this checkout alone, on the corpora beside the project, unless told otherwise", () => {
    const options = parseBenchArgs([]);
    expect(options.against).toBeUndefined();
    expect(options.corporaRoot).toBeUndefined();
    expect(options.runs).toBe(3);
  });

  it("resolves --against and --corpora to absolute folders", () => {
    const options = parseBenchArgs(["--against", "../oldmain", "--corpora", "corpora"]);
    expect(options.against).toBe(path.resolve("../oldmain"));
    expect(options.corporaRoot).toBe(path.resolve("corpora"));
  });

  it("refuses an empty --against or --corpora with the form to write", () => {
    expect(() => parseBenchArgs(["--against", " "])).toThrow(/--against needs the folder of another chunkgate checkout, e\.g\. --against \.\.\/oldmain/);
    expect(() => parseBenchArgs(["--corpora", ""])).toThrow(/--corpora needs the folder holding otel-docs and vba-docs/);
  });

  it("refuses an unknown corpus and a run count that is not a positive integer", () => {
    expect(() => parseBenchArgs(["--corpus", "astro"])).toThrow('unknown --corpus "astro"; use one of: otel, vba');
    expect(() => parseBenchArgs(["--runs", "0"])).toThrow('--runs must be a positive integer, got "0"');
  });
});

describe("runBench --against", () => {
  const made: string[] = [];
  const folder = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), "chunkgate-bench-args-"));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("stops with exit 2 and names the other checkout when it has no built bundle, before measuring anything", async () => {
    const project = folder();
    mkdirSync(path.join(project, "dist", "cli"), { recursive: true });
    writeFileSync(path.join(project, "dist", "index.js"), "");
    writeFileSync(path.join(project, "dist", "cli", "index.js"), "");
    const other = folder();
    const lines: string[] = [];
    const code = await runBench({ argv: ["--against", other, "--no-scaling", "--synthetic", "0"], projectRoot: project, log: (line) => lines.push(line) });
    expect(code).toBe(2);
    expect(lines).toEqual([`bench: ${path.join(other, "dist")} has no bundle (index.js, cli/index.js); run \`npm run package\` in ${other} first (the benchmark measures what CI runs)`]);
  });
});
