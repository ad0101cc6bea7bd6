import { describe, expect, it } from "vitest";
import type { SourceEvaluation } from "../../src/usecases/check/measureSource.js";
import type { ResolvedQuestion } from "../../src/evaluation/resolveQuestions.js";
import { computeMetrics } from "../../src/evaluation/metrics.js";
import { runQuestions } from "../../src/evaluation/runQuestions.js";
import { renderTrecQrels, renderTrecRun } from "../../src/report/renderTrec.js";
import { retrieverOverTexts } from "../helpers/indexTexts.js";
import { buildDocument } from "../helpers/buildDocument.js";
import { chunkWith } from "../helpers/chunkWith.js";
import { miniTrecEval } from "../helpers/miniTrecEval.js";

// Two documents with identical text: their chunks tie on every query. A third is unrelated.
const twin = (path: string) => buildDocument({ path, title: "Returns", sections: [{ heading: ["Returns", "Damaged goods"], blocks: [["Damaged goods may be returned within 30 days."]] }] });
const other = buildDocument({ path: "c.md", title: "Shipping", sections: [{ heading: ["Shipping"], blocks: [["Parcels ship within 2 days; damaged parcels are replaced."]] }] });

function question(id: string, text: string, paths: string[], span?: string): ResolvedQuestion {
  return {
    question: { id, text, supporting: [], distractors: [], line: 1 },
    split: "train",
    supporting: [{ key: { kind: "document", document: paths[0]!, line: 1 }, paths, ...(span ? { span } : {}) }],
    distractors: [],
  };
}

describe("TREC export", async () => {
  const chunks = await chunkWith([twin("a.md"), twin("b.md"), other], { contextHeader: true });
  const retriever = retrieverOverTexts(chunks.map((c) => ({ id: c.id, text: c.embedText })), { k1: 1.2, b: 0.75 });
  const questions = [
    question("q1", "damaged goods returned", ["a.md"]), // tied with b.md#0000, which trec_eval puts first
    question("q2", "damaged goods returned", ["b.md"]),
    question("q3", "parcels ship", ["c.md"]),
    question("q4", "damaged goods", ["c.md"], "this span is in no chunk"),
  ];
  const runs = runQuestions({ chunks, retriever }, questions, { k: 1, depth: 100 });
  const evaluation = { source: { id: "docs" }, chunks, runs } as unknown as SourceEvaluation;
  const options = { split: "train" as const, prefixSource: false };
  const run = renderTrecRun([evaluation], options);
  const qrels = renderTrecQrels([evaluation], options);

  it("breaks score ties by chunk id descending, as trec_eval does", () => {
    const q1 = run.split("\n").filter((l) => l.startsWith("q1 "));
    expect(q1[0]).toMatch(/^q1 Q0 b\.md#0000 1 /);
    expect(q1[1]).toMatch(/^q1 Q0 a\.md#0000 2 /);
    expect(q1[0]!.split(" ")[4]).toBe(q1[1]!.split(" ")[4]);
  });

  it("matches hand-computed success@1, recip_rank and P@1, including the tie", () => {
    const m = computeMetrics(runs, 1);
    // q1: relevant a.md ranks 2nd behind its tie → 0, 1/2; q2: b.md first → 1, 1; q3: c.md first → 1, 1; q4: no relevant chunk → 0, 0
    expect(m.recall).toBeCloseTo(2 / 4, 12);
    expect(m.mrr).toBeCloseTo((0.5 + 1 + 1 + 0) / 4, 12);
    expect(m.precision).toBeCloseTo(2 / 4, 12);
  });

  it("writes files that a trec_eval-style evaluator scores to the same four decimals", () => {
    const m = computeMetrics(runs, 1);
    const trec = miniTrecEval(run, qrels, 1);
    expect(trec.queries).toBe(4);
    expect(trec.success.toFixed(4)).toBe(m.recall.toFixed(4));
    expect(trec.recipRank.toFixed(4)).toBe(m.mrr.toFixed(4));
    expect(trec.precision.toFixed(4)).toBe(m.precision.toFixed(4));
  });

  it("keeps a question with no relevant chunk in the qrels as a non-relevant placeholder", () => {
    expect(qrels).toContain("q4 0 chunkgate:no-relevant-chunk 0");
    expect(qrels).toContain("q1 0 a.md#0000 1");
    expect(qrels).not.toContain("q1 0 b.md#0000");
  });

  it("prefixes query ids with the source when several sources are exported", () => {
    expect(renderTrecRun([evaluation], { ...options, prefixSource: true })).toMatch(/^docs\/q1 Q0 /);
  });
});
