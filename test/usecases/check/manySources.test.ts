import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck } from "../../../src/usecases/index.js";
import { tempDir } from "../../helpers/tempDir.js";

/**
 * A registry of `n` sources, each one page in the same folder (so every source's globs reach the
 * whole folder) with two questions on it: the shape that used to cost a crawl of the folder and a
 * scan of every question per source. Its time is in bench/ (`npm run bench`, many sources).
 */
async function manySources(n: number): Promise<string> {
  const root = await tempDir("many-sources");
  await mkdir(join(root, "docs"));
  await mkdir(join(root, "evals"));
  let registry = "version: 1\nquestions: evals/q.yaml\nretriever: { kind: bm25 }\nk: 3\nsplit: { train: 0.5, seed: 1 }\nsources:\n";
  let golden = "";
  for (let i = 0; i < n; i++) {
    await writeFile(join(root, `docs/p${i}.md`), `# Page ${i}\n\n## Topic ${i}\n\nWidget ${i} handles alpha${i} and beta${i}.\n`);
    registry += `  - id: s${i}\n    include: ["docs/**/p${i}.md"]\n    chunking: { strategy: structural, unit: words, size: 120, overlap: 0 }\n`;
    for (const j of [0, 1]) golden += `- question_id: q${i}-${j}\n  question: "What handles alpha${i} and beta${i}?"\n  supporting:\n    - document: docs/p${i}.md\n      heading: ["Page ${i}", "Topic ${i}"]\n`;
  }
  await writeFile(join(root, "chunkgate.yml"), registry);
  await writeFile(join(root, "evals/q.yaml"), golden);
  return root;
}

describe("a registry of many sources", () => {
  it("evaluates 600 sources sharing a folder, each on exactly its own document and questions", async () => {
    const { report } = await runCheck({ root: await manySources(600) });
    expect(report.sources).toHaveLength(600);
    expect(report.sources.every((s) => s.cost.documents === 1 && s.train.questions + s.heldOut.questions === 2)).toBe(true);
    expect(report.sources.reduce((n, s) => n + s.train.hits + s.heldOut.hits, 0)).toBe(1200);
  });
});
