import { beforeAll, describe, expect, it } from "vitest";
import { computeMetrics, runQuestions } from "../../../src/evaluation/index.js";
import type { Workspace } from "../../../src/usecases/check/loadWorkspace.js";
import { measureCell } from "../../../src/usecases/sweep/measureCell.js";
import { prepareSweep, type SweepContext } from "../../../src/usecases/sweep/prepareSweep.js";
import { policiesWorkspace } from "../../helpers/policiesWorkspace.js";

let workspace: Workspace;
let context: SweepContext;

beforeAll(async () => {
  workspace = await policiesWorkspace();
  context = await prepareSweep({ workspace, sourceId: "policy_docs" });
});

const CELLS = [
  { strategy: "structural", size: 40, overlap: 0 },
  { strategy: "structural", size: 60, overlap: 6 },
  { strategy: "structural", size: 240, overlap: 24 },
  { strategy: "fixed", size: 60, overlap: 15 },
];

// Each chunk's id, in index order (what a hit sends as context: no chunker here has parents).
function idsOf(measured: Awaited<ReturnType<typeof measureCell>>): string[] {
  const { index } = measured;
  return index.contextAt ? Array.from({ length: measured.cost.chunks }, (_, i) => index.contextAt!(i).id) : index.chunks.map((c) => c.id);
}

// What a cell's index answers: every question's run, scores and all.
function runsOf(measured: Awaited<ReturnType<typeof measureCell>>) {
  const options = { k: context.registry.k, depth: context.registry.runDepth };
  const train = runQuestions(measured.index, context.train, options);
  const heldOut = runQuestions(measured.index, context.heldOut, options);
  return { train, heldOut, metrics: computeMetrics(train, context.registry.k) };
}

describe("measureCell: a cell measured document by document", () => {
  it("has key documents, and documents no question names", () => {
    expect(context.keyPaths).not.toBeNull();
    const paths = context.prepared.documents.map((d) => d.document.path);
    expect(paths.some((p) => context.keyPaths!.has(p))).toBe(true);
    expect(paths.some((p) => !context.keyPaths!.has(p))).toBe(true);
  });

  for (const cell of CELLS) {
    it(`gives the same runs, cost and integrity as the whole chunk list (${cell.strategy} ${cell.size}/${cell.overlap})`, async () => {
      const streamed = await measureCell(context, cell);
      // keyPaths null: the chunk list is made whole and measured as before (indexCell)
      const whole = await measureCell({ ...context, keyPaths: null }, cell);
      expect(streamed.cost).toEqual(whole.cost);
      expect(JSON.stringify(streamed.cost)).toBe(JSON.stringify(whole.cost));
      expect(streamed.integrity).toEqual(whole.integrity);
      expect(runsOf(streamed)).toEqual(runsOf(whole));
      expect(idsOf(streamed)).toEqual(whole.index.chunks.map((c) => c.id));
      expect(streamed.index.retriever.identity).toBe(whole.index.retriever.identity);
    });
  }

  it("keeps the chunks questions are judged on whole, and of every other chunk only what it sends as context", async () => {
    const fresh = await prepareSweep({ workspace, sourceId: "policy_docs" });
    const cell = CELLS[1]!;
    const streamed = await measureCell(fresh, cell);
    const whole = await measureCell({ ...fresh, keyPaths: null }, cell);
    let kept = 0;
    let dropped = 0;
    whole.index.chunks.forEach((full, i) => {
      if (fresh.keyPaths!.has(full.path)) {
        kept++;
        expect(streamed.index.spanAt!(i)).toEqual(full);
      } else dropped++;
      expect(streamed.index.contextAt!(i)).toEqual({ id: full.id, tokens: full.tokens });
    });
    expect(kept).toBeGreaterThan(0);
    expect(dropped).toBeGreaterThan(0);
    expect(() => streamed.index.chunks).toThrow(/keeps only the chunks questions are judged on/);
  });

  it("copies the chunks of sections no size changes into later cells, numbered for each cell, with the same figures", async () => {
    const fresh = await prepareSweep({ workspace, sourceId: "policy_docs" });
    await measureCell(fresh, { strategy: "structural", size: 240, overlap: 0 });
    expect(fresh.measured.size).toBeGreaterThan(0);
    // the second cell copies what the first kept: the same as a sweep that never kept anything
    for (const cell of [{ strategy: "structural", size: 240, overlap: 24 }, { strategy: "structural", size: 30, overlap: 5 }]) {
      const reused = await measureCell(fresh, cell);
      const alone = await measureCell(await prepareSweep({ workspace, sourceId: "policy_docs" }), cell);
      expect(reused.cost).toEqual(alone.cost);
      expect(reused.integrity).toEqual(alone.integrity);
      expect(runsOf(reused)).toEqual(runsOf(alone));
      expect(idsOf(reused)).toEqual(idsOf(alone));
    }
  });
});
