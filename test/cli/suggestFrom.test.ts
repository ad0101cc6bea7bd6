import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCliArgs } from "../../src/cli/parseCliArgs.js";
import { MAX_ASKED_BYTES } from "../../src/usecases/suggest/readAskedQuestions.js";
import { parseYamlText } from "../../src/parseYamlText.js";
import { runCliInProcess } from "../helpers/runCliCapture.js";
import { tempDir } from "../helpers/tempDir.js";

const GUIDE = ["# Guide", "", "## Reset", "", "Hold the reset button for ten seconds.", "", "## Warranty", "", "The warranty lasts 24 months.", ""].join("\n");
const REGISTRY = ["version: 1", "questions: evals/q.yaml", "sources:", "  - id: docs", '    include: ["docs/**/*.md"]', "    chunking: { strategy: structural, unit: words, size: 50, overlap: 0 }", ""].join("\n");

/** A repository with the guide and the registry, no golden set, and `files` beside them. */
async function repo(files: Record<string, string> = {}, registry = REGISTRY): Promise<string> {
  const dir = await tempDir("suggest-from");
  await mkdir(join(dir, "docs"));
  await writeFile(join(dir, "docs/guide.md"), GUIDE);
  await writeFile(join(dir, "chunkgate.yml"), registry);
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

describe("chunkgate suggest --from (CLI)", () => {
  it("parses --from and --base, and refuses them empty", () => {
    expect(parseCliArgs(["suggest", "--from", "asked.csv", "--base", "main"])).toMatchObject({ command: "suggest", from: "asked.csv", base: "main", format: "yaml" });
    expect(() => parseCliArgs(["suggest", "--from", ""])).toThrow("--from needs a file of questions");
    expect(() => parseCliArgs(["suggest", "--base", ""])).toThrow("--base needs a branch, tag or commit");
  });

  it("reads a CSV export's question column and prints entries to paste, each under its confirm comment", async () => {
    const dir = await repo({ "export.csv": 'asked_at,question,answer\n2026-12-01,"How long, in months, is the warranty?","24"\n2026-12-02,How do I reset it?,hold\n' });
    const out = await runCliInProcess(["suggest", "--from", "export.csv", "--no-cache"], dir);
    expect(out).toMatchObject({ code: 0, stderr: "" });
    expect(out.stdout).toMatch(/^# chunkgate suggest --from "export\.csv": 2 questions read; 2 new proposals, up to 3 sections ranked for each$/m);
    // BM25 ranks only sections sharing a word with the question: each question here has one candidate
    expect(out.stdout).toContain('# confirm: does docs/guide.md:7 Guide › Warranty answer this question? (from line 2 of the questions file)\n- question_id: "asked-');
    expect(parseYamlText(out.stdout).doc.toJS()).toMatchObject([
      { question: "How long, in months, is the warranty?", supporting: [{ document: "docs/guide.md", heading: ["Guide", "Warranty"] }] },
      { question: "How do I reset it?", supporting: [{ document: "docs/guide.md", heading: ["Guide", "Reset"] }] },
    ]);
  });

  it("escapes the questions in --format md and lists those left without a proposal by line", async () => {
    const dir = await repo({ "asked.txt": `<img src=x onerror=alert(1)> @admin how long is the *warranty* | ok?\nquantum entanglement\n${"z".repeat(1001)}\n` });
    const out = await runCliInProcess(["suggest", "--from", "asked.txt", "--format", "md", "--no-cache"], dir);
    expect(out.code).toBe(0);
    const prose = out.stdout.slice(0, out.stdout.indexOf("```"));
    expect(prose).not.toMatch(/<img|@admin/);
    expect(prose).toContain("`docs/guide.md:7` Guide › Warranty");
    expect(prose).toContain("Left without a proposal (2):\n\n- `asked.txt:2`: quantum entanglement: the retriever ranks no section for it\n- `asked.txt:3`: 1,001 characters, over the 1,000 a question may have\n");
  });

  it("explains a questions file it cannot read, one too large, and a CSV without a question column, with exit 2", async () => {
    const dir = await repo({ "big.txt": "x".repeat(MAX_ASKED_BYTES + 1), "export.csv": "id,query\n1,reset?\n" });
    await mkdir(join(dir, "folder"));
    const cases: Array<[string, RegExp]> = [
      ["missing.txt", /^chunkgate: missing\.txt: cannot read the questions \(ENOENT\)\n {2}fix: pass a text file with one question per line, or a CSV with a `question` column\n$/],
      ["folder", /^chunkgate: folder: cannot read the questions: it is not a regular file\n/],
      ["big.txt", /^chunkgate: big\.txt: is 4,194,305 bytes; suggest --from reads at most 4,194,304\n/],
      ["export.csv", /^chunkgate: export\.csv:1: has no `question` column \(its header row has "id", "query"\)\n/],
    ];
    for (const [file, message] of cases) {
      const out = await runCliInProcess(["suggest", "--from", file, "--no-cache"], dir);
      expect(out.code, file).toBe(2);
      expect(out.stderr, file).toMatch(message);
      expect(out.stdout, file).toBe("");
    }
  });

  it("refuses to propose from part of the corpus when a source's retriever cannot run here", async () => {
    const embeddings = REGISTRY.replace("sources:", 'retriever: { kind: embeddings, endpoint: "http://127.0.0.1:9/v1", model: test-model, api_key_env: CHUNKGATE_UNSET_KEY }\nsources:');
    const dir = await repo({ "asked.txt": "How do I reset it?\n" }, embeddings);
    const out = await runCliInProcess(["suggest", "--from", "asked.txt", "--no-cache"], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/^chunkgate: source docs cannot be searched here: .*CHUNKGATE_UNSET_KEY/m);
    expect(out.stdout).toBe("");
  });
});
