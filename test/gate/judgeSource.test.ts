import { describe, expect, it } from "vitest";
import type { Baseline } from "../../src/config/types.js";
import { judgeSource, type JudgeInput } from "../../src/gate/judgeSource.js";
import { metrics } from "../helpers/metrics.js";

function baseline(recall: number, train = 30): Baseline {
  return { measuredOn: "2026-11-03", retriever: "bm25", k: 3, recall, heldOutRecall: null, questions: { train, heldOut: 10 }, corpus: null, line: 1 };
}

function input(over: Partial<JudgeInput>): JudgeInput {
  return {
    train: metrics(27, 30),
    heldOut: metrics(9, 10),
    baseline: baseline(0.9),
    confidence: 0.95,
    overfitMargin: 0.1,
    requireBaseline: false,
    k: 3,
    retriever: { kind: "bm25", identity: "bm25(k1=1.2,b=0.75)" },
    corpus: { documents: 10, tokens: 1000 },
    ...over,
  };
}

describe("judgeSource", () => {
  it("passes at the band's edge and fails one question beyond it, saying how many and what the band allows", () => {
    const edge = judgeSource(input({ train: metrics(24, 30) }));
    expect(edge.verdict).toBe("pass");
    expect(edge.summary).toContain("3 questions below the baseline 0.90 (27 of 30 train questions)");
    const beyond = judgeSource(input({ train: metrics(23, 30) }));
    expect(beyond.verdict).toBe("fail");
    expect(beyond.summary).toBe("Train recall@3 0.77 is 4 questions below the baseline 0.90 (27 of 30 train questions); the 95% noise band allows 3.");
  });

  it("does not fail for a single lost question at a baseline of 1.0, fails for two", () => {
    expect(judgeSource(input({ baseline: baseline(1), train: metrics(29, 30) })).verdict).toBe("pass");
    expect(judgeSource(input({ baseline: baseline(1), train: metrics(28, 30) })).verdict).toBe("fail");
  });

  it("warns when held-out is more than the margin below train, without changing pass to fail", () => {
    const j = judgeSource(input({ heldOut: metrics(7, 10) }));
    expect(j.verdict).toBe("warn");
    expect(j.notes[0]).toMatch(/Held-out recall 0.70 is more than 0.10 below train 0.90/);
    expect(judgeSource(input({ heldOut: metrics(8, 10) })).verdict).toBe("pass");
  });

  it("never lets a good held-out score rescue a failing train score", () => {
    expect(judgeSource(input({ train: metrics(20, 30), heldOut: metrics(10, 10) })).verdict).toBe("fail");
  });

  it("reports no-baseline, or fails when the registry requires one", () => {
    expect(judgeSource(input({ baseline: null })).verdict).toBe("no-baseline");
    expect(judgeSource(input({ baseline: null, requireBaseline: true })).verdict).toBe("fail");
  });

  it("is an error, never a pass, when no train question was evaluated, and says so", () => {
    const j = judgeSource(input({ train: metrics(0, 0) }));
    expect(j.verdict).toBe("error");
    expect(j.summary).toBe("No train question is answered by this source's documents: nothing was evaluated.");
  });

  it("flags a baseline measured with another retriever, another k or a corpus ten times smaller", () => {
    const other = judgeSource(input({ baseline: { ...baseline(0.9), retriever: "embeddings(text-embedding-3-small)", k: 5, corpus: { documents: 1, sections: 1, tokens: 90 } } }));
    expect(other.verdict).toBe("warn");
    expect(other.notes.join("\n")).toMatch(/retriever "embeddings/);
    expect(other.notes.join("\n")).toMatch(/k=5/);
    expect(other.notes.join("\n")).toMatch(/tenfold/);
  });
});
