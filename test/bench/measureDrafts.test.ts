import { beforeAll, describe, expect, it } from "vitest";
import { DRAFT_GENERATORS, offlineGenerator, type DraftGenerator } from "../../bench/harness/draftGenerators.js";
import { kendallTauB } from "../../bench/harness/kendallTauB.js";
import { compareDrafts, measureSelfRetrieval, type DraftComparison } from "../../bench/harness/measureDrafts.js";
import { renderAuthoringTables } from "../../bench/harness/renderAuthoringTables.js";
import { loadWorkspace, type Workspace } from "../../src/usecases/check/loadWorkspace.js";
import { sourceCoverage } from "../../src/usecases/check/sourceCoverage.js";
import { fixture } from "../helpers/evaluateFixture.js";

describe("compareDrafts on the Lumen fixture", () => {
  let workspace: Workspace;
  let result: DraftComparison;
  beforeAll(async () => {
    workspace = await loadWorkspace({ root: fixture("lumen") });
    result = await compareDrafts({ workspace, sourceId: "product_docs", generator: offlineGenerator });
  });

  it("drafts once for each section a real question keys, in order, and each draft keys its own section", async () => {
    const { sections } = await sourceCoverage(workspace, workspace.registry.sources[0]!);
    const keyed = sections.filter((s) => s.questions.length > 0);
    expect(keyed.length).toBe(22);
    expect(result.targets).toBe(keyed.length);
    expect(result.dropped).toBe(0);
    expect(result.drafts.map((d) => d.target)).toEqual(keyed.map((s) => ({ document: s.document.path, line: s.section.startLine })));
    result.drafts.forEach((draft, i) => {
      expect(draft.document).toBe(keyed[i]!.document.path);
      expect(draft.heading).toEqual(keyed[i]!.section.headingPath);
    });
    expect(new Set(result.drafts.map((d) => d.id)).size).toBe(result.drafts.length);
  });

  it("ranks the same cells, in grid order, for both question sets, and computes τ-b over those pairs", () => {
    expect(result.cells).toHaveLength(16);
    expect(result.cells.slice(0, 4)).toEqual(["structural 60/0", "structural 60/6", "structural 60/15", "structural 60/20"]);
    for (const list of [result.recall.real, result.recall.drafts, result.mrr.real, result.mrr.drafts]) expect(list).toHaveLength(result.cells.length);
    expect(result.tau.recall).toEqual(kendallTauB(result.recall.real, result.recall.drafts));
    expect(result.tau.mrr).toEqual(kendallTauB(result.mrr.real, result.mrr.drafts));
  });

  it("scores every answerable real question (all in train), as the fixture's all-question recall says: 20 of 23 at k=3", () => {
    expect(result.questions).toBe(23);
    expect(result.realAtRegistry).toMatchObject({ questions: 23, hits: 20 });
    expect(result.recall.real[result.cells.indexOf("structural 120/20")]).toBe(20 / 23);
  });

  it("reproduces the figures docs/golden-set.md reports: every draft finds its own section, so the drafts tie every cell and τ-b is undefined", () => {
    expect(result.atRegistry).toMatchObject({ questions: 22, hits: 22 });
    expect(result.recall.drafts.every((r) => r === 1)).toBe(true);
    expect(result.tau.recall).toMatchObject({ tau: null, pairs: 120, tiedY: 120 });
    const table = renderAuthoringTables({ comparisons: [{ corpus: "fixtures/lumen", comparison: result }], selfRetrieval: [] });
    expect(table).toContain("| fixtures/lumen | product_docs | offline | 23 | 22 | 22 | 16 | 0.870 in every cell | 1.000 in every cell | undefined: ties 120 (real) and 120 (drafts) of 120 pairs |");
    expect(table).toContain("| 22/22 = 1.000 at k=3 |");
  });

  it("refuses drafts whose keys do not resolve instead of scoring them as misses", async () => {
    const renamed: DraftGenerator = {
      name: "renamed",
      async generate(request) {
        const { drafts, dropped } = await offlineGenerator.generate(request);
        return { drafts: drafts.map(({ draft, target }) => ({ target, draft: { ...draft, heading: [...draft.heading, "No such heading"] } })), dropped };
      },
    };
    await expect(compareDrafts({ workspace, sourceId: "product_docs", generator: renamed })).rejects.toThrow(/22 of the renamed drafts do not resolve/);
  });

  it("halves the 27 real questions of the policies into 13 and 14, ranks the same cells under each, and finds Lumen's ranking a tie under either half", async () => {
    const policies = await loadWorkspace({ root: fixture("policies") });
    const halved = await compareDrafts({ workspace: policies, sourceId: "policy_docs", generator: offlineGenerator, halves: { count: 2, seed: 1 } });
    expect(halved.halves).toHaveLength(2);
    for (const half of halved.halves) {
      expect(half.questions).toEqual([13, 14]);
      expect(half.tau.pairs).toBe((halved.cells.length * (halved.cells.length - 1)) / 2);
      expect(half.tau.tau).not.toBeNull();
    }
    expect(halved.halves[0]!.tau).not.toEqual(halved.halves[1]!.tau);
    expect(result.halves).toEqual([]);
    const lumen = await compareDrafts({ workspace, sourceId: "product_docs", generator: offlineGenerator, halves: { count: 1, seed: 1 } });
    expect(lumen.halves).toEqual([{ questions: [11, 12], tau: expect.objectContaining({ tau: null, tiedX: 120, tiedY: 120 }) }]);
  });

  it("measures every generator of the list, the offline one first", () => {
    expect(DRAFT_GENERATORS[0]).toBe(offlineGenerator);
  });
});

describe("measureSelfRetrieval", () => {
  it("drafts for a seeded sample of distinct sections, the same sample for the same seed", async () => {
    const workspace = await loadWorkspace({ root: fixture("lumen") });
    const measure = (seed: number) => measureSelfRetrieval({ workspace, sourceId: "product_docs", generator: offlineGenerator, sample: 5, seed });
    const first = await measure(7);
    expect(first.sections).toBe(174);
    expect(first.targets).toBe(5);
    expect(first.drafts.length + first.dropped).toBe(5);
    expect(new Set(first.drafts.map((d) => `${d.target.document}:${d.target.line}`)).size).toBe(first.drafts.length);
    expect(first.atRegistry.questions).toBe(first.drafts.length);
    expect((await measure(7)).drafts).toEqual(first.drafts);
    expect((await measure(8)).drafts).not.toEqual(first.drafts);
  });
});
