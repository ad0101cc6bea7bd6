import { describe, expect, it } from "vitest";
import type { Baseline } from "../../src/config/types.js";
import { judgeSource } from "../../src/gate/judgeSource.js";
import { missingBaselineFields } from "../../src/gate/missingBaselineFields.js";
import { metrics } from "../helpers/metrics.js";

const MINIMAL: Baseline = { measuredOn: "2026-11-03", recall: 0.91, retriever: null, k: null, heldOutRecall: null, questions: null, corpus: null, line: 9 };
const FULL: Baseline = {
  ...MINIMAL,
  retriever: "bm25(k1=1.2,b=0.75)",
  k: 3,
  heldOutRecall: 0.9,
  questions: { train: 24, heldOut: 10 },
  corpus: { documents: 300, sections: 1840, tokens: 412_000 },
};

describe("the keys a baseline lacks", () => {
  it("names every key record writes beyond a date and a recall, in record's order", () => {
    expect(missingBaselineFields(MINIMAL)).toEqual(["retriever", "k", "held_out_recall", "questions", "corpus"]);
  });

  it("names nothing for a baseline record wrote", () => {
    expect(missingBaselineFields(FULL)).toEqual([]);
  });

  it("does not ask for a held-out recall when no held-out question was recorded", () => {
    expect(missingBaselineFields({ ...FULL, heldOutRecall: null, questions: { train: 24, heldOut: 0 } })).toEqual([]);
    expect(missingBaselineFields({ ...FULL, heldOutRecall: null })).toEqual(["held_out_recall"]);
  });
});

describe("judging against a minimal baseline", () => {
  const input = {
    train: metrics(20, 22),
    heldOut: metrics(9, 10),
    confidence: 0.95,
    overfitMargin: 0.1,
    requireBaseline: false,
    k: 3,
    retriever: { kind: "bm25", identity: "bm25(k1=1.2,b=0.75)" },
    corpus: { documents: 300, tokens: 412_000 },
  };

  it("gates on the recall alone, with no doubt about what it does not record", () => {
    const judgement = judgeSource({ ...input, baseline: MINIMAL });
    expect(judgement.verdict).toBe("pass");
    expect(judgement.summary).toBe("Train recall@3 0.91 is level with the baseline 0.91 (20 of 22 train questions).");
    expect(judgement.notes).toEqual([]);
  });

  it("fails it exactly as a full baseline when the drop is real", () => {
    const low = { ...input, train: metrics(14, 22) };
    expect(judgeSource({ ...low, baseline: MINIMAL }).verdict).toBe("fail");
    expect(judgeSource({ ...low, baseline: MINIMAL }).summary).toBe(judgeSource({ ...low, baseline: FULL }).summary);
  });
});
