import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckReport } from "../../src/usecases/check/types.js";
import { runCliBundle, runCliInProcess, type CliOutcome } from "../helpers/runCliCapture.js";
import { tempFixture } from "../helpers/tempRepo.js";

const ESC = "\u001b";
const BEL = "\u0007";
/** A heading that would clear the screen and retitle the window. */
const HEADING = `Operating ${ESC}]0;pwned${BEL}temperature${ESC}[2J`;
/** Every control character but tab and newline: C0 (ESC, CR, BEL …), DEL and C1 (8-bit CSI, OSC …). */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

let repo: string;

beforeAll(async () => {
  repo = await tempFixture("lumen", {
    // lum-001's heading, renamed: a stale label whose "did you mean" shows the new heading.
    "docs/products/ts-200-temperature-sensor.md": (t) =>
      t.replace("### Operating temperature", `### ${HEADING}`).replace("Rated from", `${ESC}[31mRated${ESC}[0m\rOverwritten\u009b2K from`),
    "evals/retrieval.yaml": (t) => t.replace("return unused items for a refund?", `return unused items ${ESC}]8;;https://evil.example${BEL}for a refund${ESC}]8;;${BEL}?\u009d52;c;ZXZpbA==\u009c`),
  });
  // A document whose broken front matter makes the loader warn on stderr, naming the file.
  await writeFile(join(repo, "docs/products", `notes${ESC}[8m.md`), "---\ntitle: [unclosed\n---\n# Notes\n\nText.\n");
});

afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
});

function expectNoControls(outcome: CliOutcome): void {
  expect(outcome.stdout).not.toMatch(CONTROL);
  expect(outcome.stderr).not.toMatch(CONTROL);
}

describe("the CLI's output on a repository with terminal escapes in its documents and questions", () => {
  it.each([
    ["check", ["check"]],
    ["check --format md", ["check", "--format", "md"]],
    ["explain of the stale label", ["explain", "lum-001"]],
    ["explain of the question", ["explain", "lum-002"]],
    ["chunks", ["chunks", "--source", "product_docs"]],
  ])("%s prints the text without a control character", async (_name, argv) => {
    const outcome = await runCliInProcess(argv, repo);
    expect(outcome.code).not.toBe(-1);
    expectNoControls(outcome);
    expect(outcome.stdout + outcome.stderr).toMatch(/Operating temperature|for a refund|Overwritten from/);
  });

  it("shows what the escapes wrapped: the heading's words, the question and the paragraph", async () => {
    expect((await runCliInProcess(["explain", "lum-001"], repo)).stdout).toContain("did you mean `Specifications > Operating temperature`");
    expect((await runCliInProcess(["explain", "lum-002"], repo)).stdout).toMatch(/: How many days do customers have to return unused items for a refund\?$/m);
    const chunks = await runCliInProcess(["chunks", "--source", "product_docs"], repo);
    // The corpus reads a lone CR as a line end, so the paragraph's first word is a line of its own.
    expect(chunks.stdout).toMatch(/^ {4}Rated\n {4}Overwritten from −40 °C/m);
    expect(chunks.stderr).toContain("warning: docs/products/notes.md:2: front matter is not valid YAML");
  });

  it("keeps JSON output whole: the escapes are JSON escapes, and the text parses back exactly", async () => {
    const outcome = await runCliInProcess(["check", "--format", "json"], repo);
    expectNoControls(outcome);
    const report = JSON.parse(outcome.stdout) as CheckReport;
    expect(report.labelProblems.find((p) => p.questionId === "lum-001")?.suggestions[0]).toBe(`Specifications > ${HEADING}`);
    // C1 controls, which JSON.stringify leaves raw, are written as JSON escapes too.
    const question = report.sources[0]!.questions.find((q) => q.id === "lum-002")?.question;
    expect(question).toBe(`How many days do customers have to return unused items ${ESC}]8;;https://evil.example${BEL}for a refund${ESC}]8;;${BEL}?\u009d52;c;ZXZpbA==\u009c`);
    expect(outcome.stdout).toContain("?\\u009d52;c;ZXZpbA==\\u009c");
  });

  it("does the same from the bundled CLI", async () => {
    const outcome = await runCliBundle(["explain", "lum-001"], repo);
    expect(outcome.stdout).toContain("did you mean `Specifications > Operating temperature`");
    expectNoControls(outcome);
  });
});
