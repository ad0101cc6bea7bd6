import { describe, expect, it } from "vitest";
import { registerChunker } from "../../../src/chunking/index.js";
import { runCheck } from "../../../src/usecases/index.js";
import { tempFixture } from "../../helpers/tempRepo.js";

describe("fail closed, source by source", () => {
  it("makes a source whose chunker throws an error naming the bug, and still evaluates the others", async () => {
    registerChunker("exploding", () => {
      throw new TypeError("boom inside the chunker");
    });
    const root = await tempFixture("lumen", {
      "chunkgate.yml": (text) => `${text}  - id: broken\n    include: ["docs/products/**/*.md"]\n    chunking: { strategy: exploding }\n`,
    });
    const { report } = await runCheck({ root });
    expect(report.verdict).toBe("error");
    expect(report.sources.map((s) => [s.id, s.verdict])).toEqual([
      ["product_docs", "pass"],
      ["broken", "error"],
    ]);
    expect(report.sources[0]!.train.questions).toBe(13);
    expect(report.sources[1]).toMatchObject({ summary: "Could not be evaluated: boom inside the chunker.", fix: "this is a bug in chunkgate: please report it with this message", questions: [] });
  });
});
