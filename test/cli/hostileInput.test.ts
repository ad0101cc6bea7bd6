import { execFile } from "node:child_process";
import { chmod, mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { writeFailure } from "../../src/errors.js";
import { UserError } from "../../src/errors.js";
import { runCliInProcess } from "../helpers/runCliCapture.js";
import { tempFixture } from "../helpers/tempRepo.js";

const isRoot = process.getuid?.() === 0;

/** A message, never a stack: exit 2, the first line names `what`, and no "internal error". */
function expectMessage(outcome: { code: number; stderr: string }, what: string | RegExp): void {
  expect(outcome.code).toBe(2);
  expect(outcome.stderr).not.toContain("internal error");
  expect(outcome.stderr).not.toMatch(/\n\s+at /);
  expect(outcome.stderr.split("\n")[0]).toMatch(what);
}

describe("hostile input and faults: a message, never a stack", () => {
  it("names the path when --json or --trec-run cannot be written, and the fix", async () => {
    const root = await tempFixture("lumen");
    await mkdir(join(root, "out"));
    expectMessage(await runCliInProcess(["check", "--json", "out"], root), `chunkgate: ${join(root, "out")}: is a directory, so the output cannot be written there (EISDIR)`);
    await writeFile(join(root, "file.txt"), "x");
    const trec = await runCliInProcess(["check", "--trec-run", "file.txt/run.txt", "--trec-qrels", "qrels.txt"], root);
    expectMessage(trec, `chunkgate: ${join(root, "file.txt/run.txt")}: cannot be written: a part of its folder path is a file`);
    expect(trec.stderr).toContain("fix: choose a path whose folders are folders");
  });

  it.skipIf(isRoot)("names a read-only folder or file it cannot write into (skipped as root, who writes anywhere)", async () => {
    const root = await tempFixture("lumen");
    await mkdir(join(root, "locked"));
    await chmod(join(root, "locked"), 0o555);
    try {
      expectMessage(await runCliInProcess(["check", "--json", "locked/r.json"], root), /permission denied \(EACCES\)/);
      await chmod(join(root, "chunkgate.yml"), 0o444);
      const record = await runCliInProcess(["record", "--source", "product_docs", "--size", "100", "--write"], root);
      expectMessage(record, /chunkgate\.yml: cannot be written: permission denied/);
    } finally {
      await chmod(join(root, "locked"), 0o755);
    }
  });

  it("turns every file-system code into a located message with a fix, and leaves other errors alone", () => {
    for (const code of ["EACCES", "EPERM", "EROFS", "ENOSPC", "EISDIR", "EWHATEVER"]) {
      const error = writeFailure("/r/out.json", Object.assign(new Error("x"), { code }));
      expect(error).toBeInstanceOf(UserError);
      expect((error as UserError).file).toBe("/r/out.json");
      expect((error as UserError).message).toContain(code);
      expect((error as UserError).hint).toBeTruthy();
    }
    const bug = new TypeError("not a file-system error");
    expect(writeFailure("/r/out.json", bug)).toBe(bug);
  });

  it("refuses a FIFO given as the golden set instead of reading it forever", async () => {
    const root = await tempFixture("lumen");
    await rm(join(root, "evals/retrieval.yaml"));
    await promisify(execFile)("mkfifo", [join(root, "evals/retrieval.yaml")]);
    expectMessage(await runCliInProcess(["check"], root), "chunkgate: chunkgate.yml:3: `evals/retrieval.yaml` is not a regular file (a named pipe), so it is not read");
  });

  it("says a golden set or registry nests too deeply (4,000 `- ` in a row, a 3,000-level map)", async () => {
    const root = await tempFixture("lumen", { "evals/retrieval.yaml": () => `${"- ".repeat(4000)}x\n` });
    expectMessage(await runCliInProcess(["check"], root), /^chunkgate: evals\/retrieval\.yaml:1: nests too deeply to be read/);
    const deep = Array.from({ length: 3000 }, (_, i) => `${" ".repeat(i + 1)}a${i}:\n`).join("");
    const registry = await tempFixture("lumen", { "chunkgate.yml": (text) => `${text}extra:\n${deep}${" ".repeat(3001)}x: 1\n` });
    expectMessage(await runCliInProcess(["check"], registry), /^chunkgate: chunkgate\.yml:\d+: nests too deeply to be read/);
  });
});

describe("nothing left out silently, fail closed", () => {
  it("skips a binary file with a warning naming it, evaluates the rest, and counts it on the verdict line", async () => {
    const root = await tempFixture("lumen");
    await writeFile(join(root, "docs/products/logo.md"), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]));
    await writeFile(join(root, "docs/products/notes.md"), Buffer.from("\uFEFF# Notes\nplain\n", "utf16le"));
    const { code, stdout } = await runCliInProcess(["check"], root);
    expect(code).toBe(0);
    expect(stdout).toContain("warning: docs/products/logo.md: skipped: looks like a binary file (NUL byte at offset 4)");
    expect(stdout).toContain("warning: docs/products/notes.md: skipped: is UTF-16 (little-endian, with a byte-order mark), not UTF-8");
    expect(stdout).toMatch(/\nVerdict: PASS \(2 files were left out of the index: see the warnings\)\n$/);
    const json = JSON.parse((await runCliInProcess(["check", "--format", "json"], root)).stdout) as { skippedFiles: string[]; sources: Array<{ cost: { documents: number } }> };
    expect(json.skippedFiles).toEqual(["docs/products/logo.md", "docs/products/notes.md"]);
    expect(json.sources[0]!.cost.documents).toBe(30);
  });

  const twoSources = (optional: boolean) => (text: string) =>
    `${text}  - id: ghost\n${optional ? "    optional: true\n" : ""}    include: ["nothing/**/*.md"]\n    chunking: { strategy: structural }\n`;

  it("makes a source that matches no file an error, still evaluates and reports the others, and exits 2", async () => {
    const root = await tempFixture("lumen", { "chunkgate.yml": twoSources(false) });
    const { code, stdout } = await runCliInProcess(["check", "--format", "json"], root);
    expect(code).toBe(2);
    const report = JSON.parse(stdout) as { verdict: string; sources: Array<{ id: string; verdict: string; summary: string; train: { questions: number } }> };
    expect(report.verdict).toBe("error");
    expect(report.sources.map((s) => [s.id, s.verdict])).toEqual([
      ["product_docs", "pass"],
      ["ghost", "error"],
    ]);
    expect(report.sources[0]!.train.questions).toBe(13);
    expect(report.sources[1]!.summary).toMatch(/^Could not be evaluated: chunkgate\.yml:\d+: source "ghost" matches no file\.$/);
  });

  it("lets an optional source's error be reported without deciding the run", async () => {
    const root = await tempFixture("lumen", { "chunkgate.yml": twoSources(true) });
    const { code, stdout } = await runCliInProcess(["check"], root);
    expect(code).toBe(0);
    expect(stdout).toContain("ghost · structural");
    expect(stdout).toContain("The registry marks this source `optional: true`, so this error does not decide the run's verdict.");
    expect(stdout).toMatch(/\nVerdict: PASS\n$/);
  });
});
