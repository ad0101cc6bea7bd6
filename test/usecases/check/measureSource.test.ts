import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openContentStore } from "../../../src/store/contentStore.js";
import { openPreparedCache } from "../../../src/corpus/preparedCache.js";
import { openChunkCache } from "../../../src/usecases/check/chunkCache.js";
import { outlinedDocuments } from "../../../src/usecases/check/outlinedDocuments.js";
import { loadWorkspace, questionsFor, sourceDocuments } from "../../../src/usecases/check/loadWorkspace.js";
import { measureSource, isScored, type SourceEvaluation } from "../../../src/usecases/check/measureSource.js";
import { fixture } from "../../helpers/evaluateFixture.js";

const stores: string[] = [];
afterEach(() => {
  for (const dir of stores.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Each question's ranking as the report reads it: chunk ids and scores, best first. */
function rankings(result: SourceEvaluation) {
  return result.runs.map((run) => ({ question: run.question, ranked: run.ranked.map((r) => [result.index.chunks[r.chunk]!.id, r.score, r.relevant]) }));
}

describe("measureSource", () => {
  it("ranks the same, bit for bit, whether the chunks' term counts come fresh from the texts, from a cold store or from a warm one", async () => {
    const workspace = await loadWorkspace({ root: fixture("policies") });
    const source = workspace.registry.sources[0]!;
    const documents = sourceDocuments(workspace, source);
    const questions = questionsFor(workspace, documents);
    const measure = async (preparedCache?: ReturnType<typeof outlinedDocuments>) => {
      const result = await measureSource({ registry: workspace.registry, source, documents, questions, ...(preparedCache ? { preparedCache } : {}) });
      if (!isScored(result)) throw new Error("unscored");
      return result;
    };
    const fresh = rankings(await measure());
    const dir = await mkdtemp(path.join(tmpdir(), "chunkgate-measure-"));
    stores.push(dir);
    const open = () => {
      const store = openContentStore({ dir });
      const chunks = openChunkCache(store);
      return { stored: vi.spyOn(chunks, "setChunks"), prepared: outlinedDocuments(openPreparedCache(store), chunks) };
    };
    const cold = open();
    expect(rankings(await measure(cold.prepared))).toEqual(fresh);
    cold.prepared.flush();
    expect(cold.stored).toHaveBeenCalled();
    const warm = open();
    expect(rankings(await measure(warm.prepared))).toEqual(fresh);
    // every document served from the store: none chunked again
    expect(warm.stored).not.toHaveBeenCalled();
    expect(fresh.some((q) => q.ranked.length > 0)).toBe(true);
  });
});
