import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadRegistry } from "../../src/config/readConfigFiles.js";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { UserError, UserErrors } from "../../src/errors.js";
import { resolveSweepGrid } from "../../src/usecases/sweep/resolveSweepGrid.js";
import { runCheck } from "../../src/usecases/check/runCheck.js";
import { tempDir } from "../helpers/tempDir.js";
import { userError } from "../helpers/userError.js";

const registry = (chunking: string, extra = "") => `version: 1
questions: evals/q.yaml
${extra}sources:
  - id: docs
    include: ["docs/**/*.md"]
    chunking: ${chunking}
`;

/** Every problem a registry text has, each as `line: message` and its fix. */
function problems(text: string): string[] {
  try {
    parseRegistry(text, "chunkgate.yml");
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return (error instanceof UserErrors ? error.errors : [error]).map((e) => `${e.line}: ${e.message} | ${e.hint}`);
  }
  return [];
}

describe("limits: overlap_repeat", () => {
  it("refuses `size: 5000, overlap: 4999` up front, naming both keys, the factor, the limit and the fix", () => {
    expect(problems(registry("{ strategy: structural, size: 5000, overlap: 4999 }"))).toEqual([
      "6: source `docs`: `chunking.overlap: 4999` with `chunking.size: 5000` repeats the text 5000 times (size / (size − overlap)), more than the limit of 4 (`limits.overlap_repeat`) | lower `overlap` to at most 3750, or raise `limits.overlap_repeat` in the registry",
    ]);
  });

  it("accepts overlap that repeats the text exactly the limit's times, and a raised limit", () => {
    expect(problems(registry("{ strategy: structural, size: 120, overlap: 90 }"))).toEqual([]);
    expect(problems(registry("{ strategy: structural, size: 120, overlap: 91 }"))).toHaveLength(1);
    const raised = parseRegistry(registry("{ strategy: structural, size: 5000, overlap: 4999 }", "limits: { overlap_repeat: 5000 }\n"), "chunkgate.yml");
    expect(raised.limits).toEqual({ overlapRepeat: 5000, questions: 20_000, sweepCells: 1_000, chunks: 2_000_000 });
  });

  it("holds for LangChain's chunk_size and chunk_overlap too, an overlap equal to the size included", () => {
    expect(problems(registry("{ strategy: langchain-recursive, chunk_size: 100, chunk_overlap: 100 }"))).toEqual([
      "6: source `docs`: `chunking.chunk_overlap: 100` with `chunking.chunk_size: 100` repeats the text without end (size / (size − overlap)), more than the limit of 4 (`limits.overlap_repeat`) | lower `chunk_overlap` to at most 75, or raise `limits.overlap_repeat` in the registry",
    ]);
  });

  it("names a bad or unknown key of the limits block", () => {
    const found = problems(registry("{ strategy: structural }", "limits: { overlap_repeat: 0.5, question: 3 }\n"));
    expect(found.join("\n")).toContain("`limits.overlap_repeat`");
    expect(found.join("\n")).toContain("question");
  });
});

describe("limits: sweep_cells", () => {
  it("refuses a grid of more cells than the limit before chunking anything, naming the count and the limit", () => {
    const parsed = parseRegistry(registry("{ strategy: structural }", "limits: { sweep_cells: 3 }\n"), "chunkgate.yml");
    const source = parsed.sources[0]!;
    expect(resolveSweepGrid({ registry: parsed, source, flags: { strategies: ["structural"], sizes: [60, 120, 240], overlaps: [0] } }).sizes).toEqual([60, 120, 240]);
    let error: unknown;
    try {
      resolveSweepGrid({ registry: parsed, source, flags: { strategies: ["structural"], sizes: [60, 120], overlaps: [0, 0.1] } });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe("the sweep of `docs` has 4 cells (1 strategies × 2 sizes × 2 overlaps), more than the limit of 3 (`limits.sweep_cells`)");
    expect((error as UserError).hint).toContain("raise `limits.sweep_cells` in chunkgate.yml");
  });

  it("refuses 2,000 sizes × 50 overlaps under the default limit", () => {
    const parsed = parseRegistry(registry("{ strategy: structural }"), "chunkgate.yml");
    const sizes = Array.from({ length: 2000 }, (_, i) => i + 1);
    const overlaps = Array.from({ length: 50 }, (_, i) => i / 50);
    expect(() => resolveSweepGrid({ registry: parsed, source: parsed.sources[0]!, flags: { strategies: ["structural"], sizes, overlaps } })).toThrow(/100000 cells .* limit of 1000/);
  });
});

describe("limits: questions", () => {
  let root: string;
  beforeEach(async () => {
    root = await tempDir("limits");
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const golden = (n: number) => Array.from({ length: n }, (_, i) => `- question_id: q${i}\n  question: Question ${i}?\n  supporting:\n    - { document: docs/a.md }\n`).join("");

  it("refuses a golden set of more questions than the limit, naming the file, the count and the key", async () => {
    await mkdir(path.join(root, "evals"));
    await writeFile(path.join(root, "chunkgate.yml"), registry("{ strategy: structural }", "limits: { questions: 3 }\n"));
    await writeFile(path.join(root, "evals/q.yaml"), golden(4));
    const error = await userError(loadRegistry({ root }));
    expect(error.format()).toBe("evals/q.yaml: has 4 questions, more than the limit of 3 (`limits.questions`)\n  fix: split the golden set, or raise `limits.questions` in chunkgate.yml");
    await writeFile(path.join(root, "evals/q.yaml"), golden(3));
    expect((await loadRegistry({ root })).golden.questions).toHaveLength(3);
  });
});

describe("limits: YAML aliases", () => {
  /** Ten levels of anchors, each a list of ten aliases of the one before: 10^10 values once expanded. */
  const laughs = Array.from({ length: 10 }, (_, i) => `l${i}: &l${i} [${i === 0 ? '"lol"' : Array.from({ length: 10 }, () => `*l${i - 1}`).join(", ")}]`).join("\n");

  it("refuses aliases that expand to billions of values, at once, naming the line and the limit", () => {
    const found = problems(`${laughs}\nversion: 1\n`);
    expect(found).toEqual(["2: has YAML aliases (`*name`) that add 1111111110 values once expanded, more than the limit of 100000 | write the values out instead of repeating them with anchors and aliases"]);
  });

  it("refuses more aliases than the limit, and reads a few", () => {
    const many = `x: &x 1\nlist: [${Array.from({ length: 101 }, () => "*x").join(", ")}]\n`;
    expect(problems(many)[0]).toBe("2: has 101 YAML aliases (`*name`), more than the limit of 100 | write the values out instead of repeating them with anchors and aliases");
    const few = `version: 1\nquestions: &q evals/q.yaml\nsources:\n  - id: docs\n    include: [*q]\n    chunking: { strategy: structural }\n`;
    expect(problems(few)).toEqual([]);
  });
});

describe("excerpts of a file in errors", () => {
  it("quotes at most 20 characters of the file in a YAML syntax error", () => {
    // the shape of a git config: the parser quotes the token it did not expect
    const found = problems('[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic c2VjcmV0LXRva2VuLXZhbHVl\n').join("\n");
    expect(found).toContain("invalid YAML at line 2");
    expect(found).toContain('"basic c2VjcmV0LXRva2…"');
    expect(found).not.toContain("c2VjcmV0LXRva2VuLXZhbHVl");
    for (const quoted of found.match(/"[^"]*"/g) ?? []) expect(Array.from(quoted).length).toBeLessThanOrEqual(20 + 3);
  });
});

describe("limits: chunks", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await tempDir("chunk-limit");
    await mkdir(path.join(dir, "docs"), { recursive: true });
    await writeFile(path.join(dir, "evals.yaml"), '- question_id: q1\n  question: "What is alpha?"\n  supporting:\n    - span: "Alpha is the first"\n');
    for (const name of ["a", "b"]) await writeFile(path.join(dir, "docs", `${name}.md`), `# ${name}\n\n## One\n\nAlpha is the first letter.\n\n## Two\n\nBeta is the second.\n`);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const registryWith = (limits: string) => `version: 1\nquestions: evals.yaml\nsplit: { train: 0.99 }\n${limits}sources:\n  - id: docs\n    include: ["docs/**/*.md"]\n    chunking: { strategy: structural, size: 50 }\n`;

  it("makes a source that chunks past `limits.chunks` an error naming the count, the limit and the key, and scores it under a raised limit", async () => {
    await writeFile(path.join(dir, "chunkgate.yml"), registryWith("limits: { chunks: 3 }\n"));
    const refused = await runCheck({ root: dir });
    const source = refused.report.sources[0]!;
    expect(source.verdict).toBe("error");
    expect(JSON.stringify(source)).toContain("makes 4 chunks, more than the limit of 3 (`limits.chunks`)");
    await writeFile(path.join(dir, "chunkgate.yml"), registryWith("limits: { chunks: 4 }\n"));
    const scored = await runCheck({ root: dir });
    expect(scored.report.sources[0]!.verdict).not.toBe("error");
    expect(scored.evaluations[0]!.chunks).toHaveLength(4);
  });
});
