import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { GoldenSet, Registry } from "../../../src/config/index.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentHash } from "../../../src/corpus/documentKey.js";
import { digestSelection, selectionName, sourceResultKey } from "../../../src/usecases/check/sourceResultKey.js";
import { loadRegistry } from "../../../src/config/index.js";
import { fixture } from "../../helpers/evaluateFixture.js";
import { loadWorkspace } from "../../../src/usecases/check/loadWorkspace.js";
import { VERSION } from "../../../src/version.js";

describe("sourceResultKey", () => {
  it("changes with every part a source's result depends on, and with nothing else", async () => {
    const workspace = await loadWorkspace({ root: fixture("lumen") });
    const { registry, golden } = workspace;
    const selections = workspace.selections!;
    expect(selections).not.toBeNull();
    const source = registry.sources[0]!;
    const name = selectionName(source.include, source.exclude);
    // the source's documents by path and the blob id of their bytes: what the recorded selection digests
    const documents = workspace.documents.get(source.id)!.map((d) => [d.path, contentHash(readFileSync(join(fixture("lumen"), d.path), "utf8"))] as const);
    expect(documents.length).toBe(30);
    expect(selections.get(name)).toEqual(digestSelection(documents));
    const base = { registry, golden, sourceId: source.id, selections, code: "code-a" };
    const key = sourceResultKey(base)!;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    // the same inputs, built again, give the same key
    expect(sourceResultKey({ ...base, registry: structuredClone(registry), golden: structuredClone(golden) })).toBe(key);
    const withRegistry = (change: (r: Registry) => void) => {
      const r = structuredClone(registry);
      change(r);
      // the same documents, under the changed globs' name: only the globs differ
      const renamed = new Map(r.sources.map((s) => [selectionName(s.include, s.exclude), digestSelection(documents)]));
      return sourceResultKey({ ...base, registry: r, selections: renamed });
    };
    const withGolden = (change: (g: GoldenSet) => void) => {
      const g = structuredClone(golden);
      change(g);
      return sourceResultKey({ ...base, golden: g });
    };
    const withDocuments = (change: (d: Array<readonly [string, string]>) => void) => {
      const d = [...documents];
      change(d);
      return sourceResultKey({ ...base, selections: new Map([[name, digestSelection(d)]]) });
    };
    const variants: Record<string, string | null> = {
      code: sourceResultKey({ ...base, code: "code-b" }),
      sourceId: sourceResultKey({ ...base, sourceId: "other" }),
      retriever: withRegistry((r) => (r.retriever.k1 = 1.3)),
      k: withRegistry((r) => (r.k = 5)),
      runDepth: withRegistry((r) => (r.runDepth = 50)),
      splitSeed: withRegistry((r) => (r.split.seed = 43)),
      splitShare: withRegistry((r) => (r.split.train = 0.6)),
      maxFileBytes: withRegistry((r) => (r.maxFileBytes = 1000)),
      chunkSize: withRegistry((r) => (r.sources[0]!.chunking.size = 121)),
      chunkOverlap: withRegistry((r) => (r.sources[0]!.chunking.overlap = 21)),
      include: withRegistry((r) => (r.sources[0]!.include = ["docs/**/*.md"])),
      exclude: withRegistry((r) => (r.sources[0]!.exclude = ["docs/products/a.md"])),
      questionText: withGolden((g) => (g.questions[0]!.text += "?")),
      questionKey: withGolden((g) => (g.questions[0]!.supporting = [])),
      blobId: withDocuments((d) => (d[0] = [d[0]![0], "0".repeat(40)])),
      path: withDocuments((d) => (d[0] = [`${d[0]![0]}x`, d[0]![1]])),
      added: withDocuments((d) => d.push(["docs/products/new.md", "1".repeat(40)])),
      removed: withDocuments((d) => d.pop()),
    };
    for (const [part, changed] of Object.entries(variants)) {
      expect(changed, part).toMatch(/^[0-9a-f]{64}$/);
      expect(changed, part).not.toBe(key);
    }
    expect(new Set(Object.values(variants)).size).toBe(Object.keys(variants).length);
    // a baseline is not something a result depends on
    expect(withRegistry((r) => (r.sources[0]!.baseline = null))).toBe(key);
  });

  it("is null when a source's documents are not known by content id", async () => {
    const { registry, golden } = await loadRegistry({ root: fixture("lumen") });
    expect(sourceResultKey({ registry, golden, sourceId: registry.sources[0]!.id, selections: new Map() })).toBeNull();
  });

  it("digests a selection's documents as one update per document would, however many and whatever their paths, and keys a result by the digests", async () => {
    const { registry, golden } = await loadRegistry({ root: fixture("lumen") });
    const source = registry.sources[0]!;
    const name = selectionName(source.include, source.exclude);
    // enough documents for several batches; paths with astral characters and lone surrogates, and
    // one longer than a batch
    const documents = Array.from({ length: 9000 }, (_, i) => [i === 4500 ? `${"é".repeat(30_000)}.md` : i % 7 === 0 ? `東京/🚀${i}\uD800.md` : i % 11 === 0 ? `\uDC00x${i}.md` : `docs/page-${i}.md`, `${i}`.padStart(40, "0")] as const);
    const each = createHash("sha256");
    for (const [path, id] of documents) each.update(`\u0000${path}\u0000${id}`);
    const digest = each.digest("hex");
    expect(digestSelection(documents)).toEqual({ count: 9000, digest });
    expect(digestSelection([])).toEqual({ count: 0, digest: createHash("sha256").digest("hex") });
    const hash = createHash("sha256");
    const settings = { retriever: registry.retriever, k: registry.k, runDepth: registry.runDepth, split: registry.split, maxFileBytes: registry.maxFileBytes ?? null, questions: registry.questions };
    hash.update(JSON.stringify([VERSION, "code-a", settings]));
    hash.update(JSON.stringify(registry.sources.map((s) => [s.id, s.include, s.exclude, s.chunking])));
    hash.update(JSON.stringify(golden.questions));
    hash.update(`\u0000${name}\u0000${documents.length}\u0000${digest}`);
    const shared = hash.digest("hex");
    const expected = createHash("sha256").update(JSON.stringify(["chunkgate source result", shared, source.id])).digest("hex");
    expect(registry.sources.length).toBe(1);
    expect(sourceResultKey({ registry, golden, sourceId: source.id, selections: new Map([[name, digestSelection(documents)]]), code: "code-a" })).toBe(expected);
  });
});
