import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderExplain } from "../../../src/report/renderCommands.js";
import { explainQuestion } from "../../../src/usecases/explain/explainQuestion.js";
import { tempDir } from "../../helpers/tempDir.js";
import { RETURNS_PAGE, SPAN_REGISTRY } from "../../helpers/repeatedSpanDocs.js";

async function repo(files: Record<string, string>): Promise<string> {
  const root = await tempDir("explain");
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

describe("explain names where a gold span is written, by offsets", () => {
  it("lists every occurrence of repeated text with its own lines, not the heading that repeats the words", async () => {
    const root = await repo({
      "chunkgate.yml": SPAN_REGISTRY,
      "evals/retrieval.yaml": `- question_id: q1\n  question: How long do refunds take?\n  supporting:\n    - span: "Refunds take  14 days"\n`,
      "docs/returns.md": RETURNS_PAGE,
      "docs/other.md": "# Other\n\nShipping takes two days.\n",
    });
    const explanation = await explainQuestion({ root, questionId: "q1" });
    expect(explanation.kind).toBe("scored");
    if (explanation.kind !== "scored") return;
    expect(explanation.spans).toEqual([
      {
        span: "Refunds take  14 days",
        occurrences: [
          { path: "docs/returns.md", startLine: 7, endLine: 7 },
          { path: "docs/returns.md", startLine: 12, endLine: 12 },
        ],
      },
    ]);
    const text = renderExplain(explanation);
    expect(text).toContain('Gold span "Refunds take 14 days" at docs/returns.md:7, docs/returns.md:12\n');
    // the supporting chunks are the two bodies; the heading-only section is not one of them
    expect(text).toMatch(/Supporting chunks \(2\):\n {2}rank \d+: docs\/returns\.md:7-7 Returns > Damaged goods\n {2}rank \d+: docs\/returns\.md:11-12 Returns > Late returns\n/);
  });
});
