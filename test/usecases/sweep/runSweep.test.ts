import { beforeAll, describe, expect, it } from "vitest";
import { questionsFor, sourceDocuments, type Workspace } from "../../../src/usecases/check/loadWorkspace.js";
import { bm25Identity } from "../../../src/retrieval/bm25Retriever.js";
import { retrieverOverTexts } from "../../helpers/indexTexts.js";
import { registerRetriever } from "../../../src/retrieval/retriever.js";
import { chooseCell } from "../../../src/usecases/sweep/chooseCell.js";
import { runSweep } from "../../../src/usecases/sweep/runSweep.js";
import type { SweepReport } from "../../../src/usecases/sweep/types.js";
import { GRID, policiesWorkspace } from "../../helpers/policiesWorkspace.js";

// A retriever that is BM25 and writes down every query it is asked: the test's way to count how
// often each question was retrieved, through the engine's own extension point.
const searched: string[] = [];
registerRetriever("counting-bm25", {
  identity: (config) => `counting-${bm25Identity(config)}`,
  build: async ({ docs, config }) => {
    const inner = retrieverOverTexts(docs, config);
    return { name: "counting-bm25", identity: `counting-${inner.identity}`, search: (query, depth) => (searched.push(query), inner.search(query, depth)) };
  },
});

let workspace: Workspace;
let report: SweepReport;

beforeAll(async () => {
  workspace = await policiesWorkspace();
  report = await runSweep({ workspace, sourceId: "policy_docs", flags: GRID });
});

describe("a sweep of fixtures/policies (3 sizes × 2 overlaps)", () => {
  it("measures every cell of the grid, in grid order", () => {
    expect(report.cells.map((c) => c.name)).toEqual(["structural 60/0", "structural 60/6", "structural 120/0", "structural 120/12", "structural 240/0", "structural 240/24"]);
    expect(report.grid).toEqual({ strategies: ["structural"], sizes: [60, 120, 240], overlaps: [0, 0.1] });
    expect(report.shard).toBeNull();
  });

  it("scores every cell on the train split only", () => {
    expect(report.questions).toEqual({ train: 22, heldOut: 5, spans: 16 });
    for (const cell of report.cells) expect(cell.train.questions).toBe(22);
  });

  it("reports the cost columns and the structure each configuration keeps whole", () => {
    const small = report.cells[0]!;
    const large = report.cells[4]!;
    expect(small.cost.chunks).toBeGreaterThan(large.cost.chunks);
    expect(small.cost.fold).toBeCloseTo(small.cost.storedTokens / report.corpus.tokens, 12);
    expect(small.train.contextTokensPerQuery).toBeLessThan(large.train.contextTokensPerQuery);
    // a 60-word window cuts long paragraphs and tables that a 240-word one keeps
    expect(small.integrity.blocks.whole / small.integrity.blocks.total).toBeLessThan(large.integrity.blocks.whole / large.integrity.blocks.total);
    expect(small.integrity.spans).toEqual({ total: 16, whole: 12 });
    expect(report.cells.every((c) => c.integrity.blocks.total === small.integrity.blocks.total)).toBe(true);
  });

  it("chooses by the rule and scores the held-out split for the chosen cell", () => {
    const { chosen, best } = chooseCell(report.cells, { band: 2 });
    expect(report.choice).toMatchObject({ cell: chosen.name, best: best.name });
    expect(report.choice!.heldOut.questions).toBe(5);
    expect(report.choice!.overfit).toBe(report.choice!.heldOut.recall < chosen.train.recall - 0.1);
  });

  it("takes the choice band from the registry's sweep: blocks, a source's own over the top level", async () => {
    const sweep = { sizes: null, overlaps: null, strategies: null, line: 1 };
    const registry = workspace.registry;
    const strict = { ...workspace, registry: { ...registry, sweep: { ...sweep, choiceBand: 0 } } };
    const zero = await runSweep({ workspace: strict, sourceId: "policy_docs", flags: GRID });
    expect(zero.settings.choiceBand).toBe(0);
    expect(zero.choice).toMatchObject({ cell: "structural 240/24", best: "structural 240/24", decidedBy: "only-cell", band: { allowedLoss: 0, floorHits: 21 } });
    const source = { ...registry.sources[0]!, sweep: { ...sweep, choiceBand: 5 } };
    const wide = await runSweep({ workspace: { ...strict, registry: { ...strict.registry, sources: [source] } }, sourceId: "policy_docs", flags: GRID });
    expect(wide.settings.choiceBand).toBe(5);
    expect(wide.choice!.band).toEqual({ questions: 22, bestHits: 21, allowedLoss: 5, floorHits: 16 });
    expect(report.settings.choiceBand).toBe(2);
  });

  it("gives the same report twice, byte for byte", async () => {
    const again = await runSweep({ workspace, sourceId: "policy_docs", flags: GRID });
    expect(JSON.stringify(again)).toBe(JSON.stringify(report));
  });

  it("retrieves each held-out question exactly once, and each train question once per cell", async () => {
    const counting = { ...workspace, registry: { ...workspace.registry, retriever: { ...workspace.registry.retriever, kind: "counting-bm25" } } };
    searched.length = 0;
    const counted = await runSweep({ workspace: counting, sourceId: "policy_docs", flags: GRID });
    const times = (text: string) => searched.filter((q) => q === text).length;
    const source = questionsFor(counting, sourceDocuments(counting, counting.registry.sources[0]!));
    const heldOut = source.filter((q) => q.split === "held_out");
    const train = source.filter((q) => q.split === "train");
    expect(heldOut).toHaveLength(5);
    for (const q of heldOut) expect(times(q.question.text)).toBe(1);
    for (const q of train) expect(times(q.question.text)).toBe(counted.cells.length);
    expect(searched).toHaveLength(train.length * counted.cells.length + heldOut.length);
  });

  it("computes no held-out score at all in a shard", async () => {
    const counting = { ...workspace, registry: { ...workspace.registry, retriever: { ...workspace.registry.retriever, kind: "counting-bm25" } } };
    searched.length = 0;
    const shard = await runSweep({ workspace: counting, sourceId: "policy_docs", flags: GRID, shard: { index: 2, count: 3 } });
    expect(shard.choice).toBeNull();
    expect(shard.cells.map((c) => c.name)).toEqual(["structural 60/6", "structural 240/0"]);
    expect(searched).toHaveLength(22 * 2);
  });
});
