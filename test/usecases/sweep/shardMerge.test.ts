import { beforeAll, describe, expect, it } from "vitest";
import { loadWorkspace, type Workspace } from "../../../src/usecases/check/loadWorkspace.js";
import { UserError } from "../../../src/errors.js";
import { joinShards } from "../../../src/usecases/sweep/mergeSweeps.js";
import { mergeSweeps } from "../../../src/usecases/sweep/mergeSweeps.js";
import { renderSweepMarkdown, renderSweepText } from "../../../src/report/renderSweep.js";
import { runSweep } from "../../../src/usecases/sweep/runSweep.js";
import type { SweepReport } from "../../../src/usecases/sweep/types.js";
import { tempFixture } from "../../helpers/tempRepo.js";
import { userError } from "../../helpers/userError.js";
import { GRID, policiesWorkspace } from "../../helpers/policiesWorkspace.js";

let workspace: Workspace;
let whole: SweepReport;
let shards: Array<{ file: string; report: SweepReport }>;

const shard = (index: number, ws: Workspace = workspace, flags = GRID) => runSweep({ workspace: ws, sourceId: "policy_docs", flags, shard: { index, count: 3 } });

beforeAll(async () => {
  workspace = await policiesWorkspace();
  whole = await runSweep({ workspace, sourceId: "policy_docs", flags: GRID });
  shards = await Promise.all([1, 2, 3].map(async (i) => ({ file: `sweep-${i}.json`, report: await shard(i) })));
});

/** The shards as they travel between CI jobs: serialised to JSON and parsed back. */
function viaJson(list: typeof shards): typeof shards {
  return list.map(({ file, report }) => ({ file, report: JSON.parse(JSON.stringify(report)) as SweepReport }));
}

function joinRefusal(list: typeof shards): UserError {
  try {
    joinShards(list);
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error("expected the join to be refused");
}

describe("a sweep split into shards and merged", () => {
  it("gives each shard a deterministic share and no choice", () => {
    expect(shards.map((s) => s.report.cells.map((c) => c.name))).toEqual([
      ["structural 60/0", "structural 120/12"],
      ["structural 60/6", "structural 240/0"],
      ["structural 120/0", "structural 240/24"],
    ]);
    expect(shards.every((s) => s.report.choice === null)).toBe(true);
  });

  it("renders the same tables, byte for byte, and the same JSON as the sweep run whole", async () => {
    const merged = await mergeSweeps({ workspace, shards: viaJson(shards) });
    expect(JSON.stringify(merged.cells)).toBe(JSON.stringify(whole.cells));
    expect(JSON.stringify(merged, null, 2)).toBe(JSON.stringify(whole, null, 2));
    expect(renderSweepMarkdown(merged)).toBe(renderSweepMarkdown(whole));
    expect(renderSweepText(merged)).toBe(renderSweepText(whole));
  });

  it("does not depend on the order the shard files are given in", async () => {
    const merged = await mergeSweeps({ workspace, shards: viaJson([shards[2]!, shards[0]!, shards[1]!]) });
    expect(renderSweepMarkdown(merged)).toBe(renderSweepMarkdown(whole));
  });

  it("names the missing cells and the shard that computes them", () => {
    const error = joinRefusal([shards[0]!, shards[2]!]);
    expect(error.message).toBe("2 of 6 cells are missing: structural 60/6 (shard 2/3), structural 240/0 (shard 2/3)");
    expect(error.hint).toBe("add the JSON of shard 2 of 3");
  });

  it("refuses a shard given twice, and shards of different counts", async () => {
    expect(joinRefusal([shards[0]!, shards[1]!, { ...shards[1]!, file: "copy.json" }]).message).toBe("copy.json and sweep-2.json are both shard 2/3");
    const ofTwo = await runSweep({ workspace, sourceId: "policy_docs", flags: GRID, shard: { index: 2, count: 2 } });
    expect(joinRefusal([shards[0]!, { file: "two.json", report: ofTwo }]).message).toMatch(/^two\.json is shard 2\/2 but sweep-1\.json is shard 1\/3/);
  });

  it("refuses a whole sweep in place of a shard", () => {
    expect(joinRefusal([{ file: "whole.json", report: whole }]).message).toMatch(/is a whole sweep, not a shard/);
  });

  it("refuses shards of another grid", async () => {
    const other = await shard(2, workspace, { sizes: [60, 120, 480], overlaps: [0, 0.1] });
    const error = joinRefusal([shards[0]!, { file: "other.json", report: other }, shards[2]!]);
    expect(error.message).toBe("other.json and sweep-1.json are shards of different sweeps: they disagree on the grid");
  });

  it("refuses shards of another golden set, by fingerprint", async () => {
    const root = await tempFixture("policies", { "evals/retrieval.yaml": (t) => t.replace("How long do customers have to return damaged goods?", "How long may damaged goods be returned?") });
    const other = await shard(2, await loadWorkspace({ root }));
    const error = joinRefusal([shards[0]!, { file: "other.json", report: other }, shards[2]!]);
    expect(error.message).toMatch(/they disagree on the golden set or the documents \(fingerprints\)/);
  });

  it("refuses shards of another registry", async () => {
    const root = await tempFixture("policies", { "chunkgate.yml": (t) => t.replace("k: 3 ", "k: 5 ") });
    const other = await shard(2, await loadWorkspace({ root }));
    const error = joinRefusal([shards[0]!, { file: "other.json", report: other }, shards[2]!]);
    expect(error.message).toMatch(/they disagree on the scoring settings \(retriever, k, split, noise, unit\)/);
  });

  it("refuses to choose in a repository other than the one the shards measured", async () => {
    const root = await tempFixture("policies", { "docs/claims/water-damage-claims-guide.md": (t) => `${t}\nOne more paragraph about escape of water.\n` });
    const error = await userError(mergeSweeps({ workspace: await loadWorkspace({ root }), shards }));
    expect(error.message).toMatch(/^the shards were measured on another version of the repository: they disagree with .* on `fingerprints`/);
    expect(error.hint).toMatch(/merge in a checkout of the commit the shards ran on/);
  });
});
