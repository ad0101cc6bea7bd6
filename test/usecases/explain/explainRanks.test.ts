import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderExplain } from "../../../src/report/renderCommands.js";
import { explainQuestion } from "../../../src/usecases/explain/explainQuestion.js";
import { SPAN_REGISTRY } from "../../helpers/repeatedSpanDocs.js";
import { tempDir } from "../../helpers/tempDir.js";

// three sections whose words match the question least, somewhat and best, in that document order
const GUIDE = [
  "# Guide",
  "",
  "## Opening hours",
  "",
  "The shop opens at nine on weekdays.",
  "",
  "## Parcel sizes",
  "",
  "A parcel may weigh up to twenty kilograms.",
  "",
  "## Parcel tracking",
  "",
  "Track a parcel with its tracking number; tracking updates every hour for each parcel.",
  "",
].join("\n");

describe("explain lists supporting chunks by rank", () => {
  it("puts the best-ranked supporting chunk first, whatever the document order", async () => {
    const root = await tempDir("explain-ranks");
    const files = {
      "chunkgate.yml": SPAN_REGISTRY,
      "evals/retrieval.yaml": `- question_id: q1\n  question: How do I use parcel tracking with a tracking number?\n  supporting:\n    - document: docs/guide.md\n`,
      "docs/guide.md": GUIDE,
    };
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), text);
    }
    const explanation = await explainQuestion({ root, questionId: "q1" });
    if (explanation.kind !== "scored") throw new Error(`not scored: ${explanation.kind}`);
    const supporting = explanation.runs[0]!.supporting;
    expect(supporting.map((s) => s.chunk.headingPath.at(-1))).toEqual(["Parcel tracking", "Parcel sizes", "Opening hours"]);
    const ranks = supporting.map((s) => s.rank ?? Number.POSITIVE_INFINITY);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(renderExplain(explanation)).toMatch(/Supporting chunks \(3\):\n {2}rank 1: docs\/guide\.md:13-13 Guide > Parcel tracking\n {2}(rank 2|not in the top \d+): docs\/guide\.md:9-9 Guide > Parcel sizes\n/);
  });
});
