import { describe, expect, it } from "vitest";
import { loadWorkspace } from "../../../src/usecases/check/loadWorkspace.js";
import { runCheck } from "../../../src/usecases/check/runCheck.js";
import { UserError, UserErrors } from "../../../src/errors.js";
import { tempTrees } from "../../corpus/tempTree.js";
import { runCliInProcess } from "../../helpers/runCliCapture.js";
import { userError } from "../../helpers/userError.js";

const tree = tempTrees();

const REGISTRY = `version: 1
questions: evals/retrieval.yaml
retriever: { kind: bm25 }
sources:
  - id: guides
    include: ["guides/**/*.md"]
    chunking: { strategy: structural }
  - id: faq
    include: ["faq/**/*.md"]
    chunking: { strategy: structural }
`;
const GOLDEN = `- question_id: q1
  question: How do I install it?
  supporting:
    - { document: guides/install.md, heading: [Install] }
- question_id: q2
  question: Is it free?
  supporting:
    - { document: faq/price.md, heading: [Price] }
`;
const DOCS = { "guides/install.md": "# Install\n\nRun the installer.\n", "faq/price.md": "# Price\n\nIt is free.\n" };

/** Every problem of a rejection, as `file:line: message` (one UserErrors, or one UserError). */
function listed(error: UserError): string[] {
  const all = error instanceof UserErrors ? error.errors : [error];
  return all.map((e) => `${e.file}:${e.line}: ${e.message}`);
}

describe("loading a workspace reports every problem in one pass", () => {
  it("reports the registry's and the golden set's mistakes together, each at its own file and line", async () => {
    const root = await tree({
      "chunkgate.yml": REGISTRY.replace("retriever: { kind: bm25 }", "retriever: { kind: bm25 }\nk: 0"),
      "evals/retrieval.yaml": GOLDEN.replace("question: Is it free?", 'question: ""'),
      ...DOCS,
    });
    const error = await userError(loadWorkspace({ root }));
    expect(listed(error)).toEqual([
      "chunkgate.yml:4: `k` must be an integer at least 1, got `0`",
      'evals/retrieval.yaml:6: question `q2`: `question` must be a non-empty string, got ""',
    ]);
  });

  it("reports an unknown strategy in every source and an unknown retriever, each at its line", async () => {
    const root = await tree({
      "chunkgate.yml": REGISTRY.replace("kind: bm25", "kind: bm52").replaceAll("strategy: structural", "strategy: structurel"),
      "evals/retrieval.yaml": GOLDEN,
      ...DOCS,
    });
    const error = await userError(loadWorkspace({ root }));
    expect(listed(error)).toEqual([
      'chunkgate.yml:5: unknown chunking strategy "structurel"',
      'chunkgate.yml:8: unknown chunking strategy "structurel"',
      expect.stringMatching(/^chunkgate\.yml:3: unknown retriever kind "bm52"/),
    ]);
  });

  it("skips unreadable documents of every source with a warning each, not only of the first, and loads the rest", async () => {
    const root = await tree({ "chunkgate.yml": REGISTRY, "evals/retrieval.yaml": GOLDEN, ...DOCS, "guides/logo.md": new Uint8Array([0x89, 0x50, 0x00, 0x47]), "faq/old.md": new Uint8Array([0xff, 0xfe, 0x00]) });
    const workspace = await loadWorkspace({ root });
    expect(workspace.warnings.map((line) => line.split(":")[0])).toEqual(["guides/logo.md", "faq/old.md"]);
    expect(workspace.skippedFiles).toEqual(["faq/old.md", "guides/logo.md"]);
    expect([...workspace.documents.values()].flat().length).toBe(Object.keys(DOCS).length);
  });

  it("makes every source whose globs match nothing an error of its own when a check scores them", async () => {
    const root = await tree({ "chunkgate.yml": REGISTRY.replace("guides/**", "guide/**").replace("faq/**", "faqs/**"), "evals/retrieval.yaml": GOLDEN.replace(/supporting:\n.*\n/g, "supporting: []\n"), ...DOCS });
    const { report } = await runCheck({ root });
    expect(report.verdict).toBe("error");
    expect(report.sources.map((s) => [s.id, s.verdict, s.summary])).toEqual([
      ["guides", "error", 'Could not be evaluated: chunkgate.yml:5: source "guides" matches no file.'],
      ["faq", "error", 'Could not be evaluated: chunkgate.yml:8: source "faq" matches no file.'],
    ]);
  });

  it("prints each problem on its own line, with its fix, and exits 2", async () => {
    const root = await tree({
      "chunkgate.yml": REGISTRY.replace("strategy: structural }\n  - id: faq", "strategy: structurel }\n  - id: faq"),
      "evals/retrieval.yaml": GOLDEN.replace("question_id: q2", "question_id: q1"),
      ...DOCS,
    });
    const { code, stderr, stdout } = await runCliInProcess(["check"], root);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    const lines = stderr.split("\n");
    expect(lines.filter((l) => /^(chunkgate: )?(chunkgate\.yml|evals\/retrieval\.yaml):\d+: /.test(l))).toEqual([
      "chunkgate: evals/retrieval.yaml:5: duplicate question_id `q1` (lines 1 and 5)",
      'chunkgate.yml:5: unknown chunking strategy "structurel"',
    ]);
    expect(lines.filter((l) => l.startsWith("  fix: "))).toHaveLength(2);
  });
});
