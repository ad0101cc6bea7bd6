import { describe, expect, it } from "vitest";
import type { Baseline } from "../../src/config/types.js";
import { type JudgeInput, judgeSource } from "../../src/gate/judgeSource.js";
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

  it("warns when held-out is below train by more than chance, at the registry's confidence, without changing pass to fail", () => {
    const j = judgeSource(input({ heldOut: metrics(5, 10) }));
    expect(j.verdict).toBe("warn");
    expect(j.notes[0]).toBe(
      "Held-out recall 0.50 (5 of 10) is below train 0.90 (27 of 30) by more than chance (one-sided Fisher exact test at 95%, p = 0.015): the configuration may have been chosen on noise.",
    );
    expect(judgeSource(input({ heldOut: metrics(5, 10), train: metrics(20, 30) })).verdict).toBe("fail");
  });

  it("passes a healthy source whose held-out gap chance explains: 8 of 13 against 28 of 33 (p ≈ 0.09)", () => {
    const healthy = input({ train: metrics(28, 33), heldOut: metrics(8, 13), baseline: baseline(28 / 33, 33) });
    const j = judgeSource(healthy);
    expect(j.verdict).toBe("pass");
    expect(j.notes).toEqual([]);
    expect(judgeSource({ ...healthy, confidence: 0.9 }).verdict).toBe("warn");
    expect(judgeSource({ ...healthy, noise: { method: "binomial", confidence: 0.9 } }).notes[0]).toMatch(/^Held-out recall 0.62 \(8 of 13\)/);
  });

  it("judges the held-out value shown (thresholdout), not the hidden one, and nothing when none is shown", () => {
    expect(judgeSource(input({ heldOut: metrics(9, 10), heldOutShown: 0.5 })).verdict).toBe("warn");
    expect(judgeSource(input({ heldOut: metrics(5, 10), heldOutShown: null })).verdict).toBe("pass");
  });

  it("prints the baseline beside its count as that count's recall, on the train questions now", () => {
    const j = judgeSource(input({ train: metrics(30, 33), baseline: baseline(0.9, 30) }));
    expect(j.summary).toBe("Train recall@3 0.91 is level with the baseline 0.91 (30 of 33 train questions).");
  });

  it("never lets a good held-out score rescue a failing train score", () => {
    expect(judgeSource(input({ train: metrics(20, 30), heldOut: metrics(10, 10) })).verdict).toBe("fail");
  });

  it("reports no-baseline, or fails when the registry requires one", () => {
    expect(judgeSource(input({ baseline: null })).verdict).toBe("no-baseline");
    expect(judgeSource(input({ baseline: null, requireBaseline: true })).verdict).toBe("fail");
  });

  it("states the smallest detectable drop before a baseline exists, from the measured recall", () => {
    const j = judgeSource(input({ baseline: null, train: metrics(28, 33) }));
    expect(j.noise).toBeNull();
    expect(j.detection).toMatchObject({ smallestLoss: expect.any(Number), tooSmall: true });
    expect(j.detection!.sentence).toMatch(/^Once train recall 0\.85 \(28 of 33\) is recorded as the baseline: with 33 train questions, the smallest drop that fails is \d+ questions \(0\.\d\d in recall\); about \d+ train questions/);
    expect(judgeSource(input({ baseline: null, requireBaseline: true })).detection).toBeDefined();
    expect(judgeSource(input({})).detection).toBeUndefined();
  });

  it("is an error, never a pass, when no train question was evaluated, and says so", () => {
    const j = judgeSource(input({ train: metrics(0, 0) }));
    expect(j.verdict).toBe("error");
    expect(j.summary).toBe("No train question is answered by this source's documents: nothing was evaluated.");
  });

  it("flags a baseline measured with another retriever, another k or a corpus ten times smaller", () => {
    const other = judgeSource(input({ baseline: { ...baseline(0.9), retriever: "embeddings(text-embedding-3-small)", k: 5, corpus: { documents: 1, sections: 1, tokens: 90 } } }));
    expect(other.verdict).toBe("warn");
    expect(other.notes.join("\n")).toMatch(/measured with the retriever embeddings/);
    expect(other.notes.join("\n")).toMatch(/measured at k=5/);
    expect(other.notes.join("\n")).toMatch(/an order of magnitude larger/);
    expect(other.stale.map((r) => r.kind)).toEqual(["retriever", "k", "corpus-size"]);
  });

  it("fails a stale baseline under `stale: fail`, naming the reason and the record command, and only warns by default", () => {
    const staleness = { sourceId: "docs", goldenSet: "sha256:now", maxAgeDays: 30, today: "2026-12-20", registryFile: "chunkgate.yml", policy: "fail" as const };
    const old = judgeSource(input({ staleness }));
    expect(old.verdict).toBe("fail");
    expect(old.summary).toContain("measured on 2026-11-03, 47 days ago, more than the registry's max_age_days of 30");
    expect(old.summary).toContain("`chunkgate record --source docs --write`");
    expect(judgeSource(input({ staleness: { ...staleness, policy: "warn" } })).verdict).toBe("warn");
    expect(judgeSource(input({ staleness: { ...staleness, today: "2026-11-20" } })).verdict).toBe("pass");
  });

  it("judges with the registry's noise method: the plain questions rule and the paired test on flips", () => {
    const questions = judgeSource(input({ noise: { method: "questions", confidence: 0.95, questions: 1 }, train: metrics(25, 30) }));
    expect(questions.verdict).toBe("fail");
    expect(questions.summary).toBe("Train recall@3 0.83 is 2 questions below the baseline 0.90 (27 of 30 train questions); `noise.questions` allows 1.");
    const pairs = Array.from({ length: 30 }, (_, i) => ({ id: `q${i}`, base: true, head: i >= 5 }));
    const paired = judgeSource(input({ noise: { method: "paired", confidence: 0.95 }, pairs, train: metrics(25, 30) }));
    expect(paired.verdict).toBe("fail");
    expect(paired.noise?.method).toBe("paired");
    expect(paired.summary).toBe("Train recall@3 0.83: this change lost 5 train questions and gained 0 against the base run (30 paired); an exact McNemar test at 95% allows 4.");
    // the binomial test would let 3 of 27 go, and so would paired without a base run, which says it fell back
    const fallback = judgeSource(input({ noise: { method: "paired", confidence: 0.95 }, train: metrics(25, 30) }));
    expect(fallback.verdict).toBe("pass");
    expect(fallback.noise?.fallback).toMatch(/No base run to pair with/);
  });

  it("warns about a baseline edited after it was measured", () => {
    const j = judgeSource(input({ provenance: { status: "edited", sentence: "The baseline of `docs` was edited after it was measured.", command: "x" } }));
    expect(j.verdict).toBe("warn");
    expect(j.notes).toContain("The baseline of `docs` was edited after it was measured.");
  });
});
