import { describe, expect, it } from "vitest";
import type { Baseline } from "../../src/config/types.js";
import { type JudgeInput, judgeNeverGreenerThanPlain, judgeSource } from "../../src/gate/judgeSource.js";
import { metrics } from "../helpers/metrics.js";

const baseline: Baseline = { measuredOn: "2026-11-03", retriever: "bm25", k: 3, recall: 1, heldOutRecall: null, questions: { train: 13, heldOut: 10 }, corpus: null, line: 1 };

/** 13 train questions all hit at the base; `lost` of them miss at head. */
function input(lost: number, pairs: boolean): JudgeInput {
  return {
    train: metrics(13 - lost, 13),
    heldOut: metrics(7, 10),
    baseline,
    confidence: 0.95,
    noise: { method: "paired", confidence: 0.95 },
    ...(pairs ? { pairs: Array.from({ length: 13 }, (_, i) => ({ id: `q${i}`, base: true, head: i >= lost })) } : {}),
    overfitMargin: 0.1,
    requireBaseline: false,
    k: 3,
    retriever: { kind: "bm25", identity: "bm25(k1=1.2,b=0.75)" },
    corpus: { documents: 10, tokens: 1000 },
  };
}

describe("judgeNeverGreenerThanPlain", () => {
  it("two questions lost: the pairing alone passes, a plain check of the merged result fails, so the pull request fails and says why", () => {
    expect(judgeSource(input(2, true)).verdict).toBe("pass");
    expect(judgeSource(input(2, false)).verdict).toBe("fail");
    const judged = judgeNeverGreenerThanPlain(input(2, true));
    expect(judged.verdict).toBe("fail");
    expect(judged.notes.at(-1)).toMatch(/^Judged as a plain `chunkgate check` of the merged result will judge it .*stricter here than the pairing with the base \(pass\)/);
  });

  it("keeps the pairing's judgement when it is at least as severe, and judgeSource's without pairs", () => {
    for (const lost of [0, 1, 5]) expect(judgeNeverGreenerThanPlain(input(lost, true))).toEqual(judgeSource(input(lost, true)));
    expect(judgeNeverGreenerThanPlain(input(2, false))).toEqual(judgeSource(input(2, false)));
  });
});
