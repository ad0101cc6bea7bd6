import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openContentStore } from "../../../src/store/contentStore.js";
import { countingStore } from "../../helpers/countingStore.js";
import { parseGoldenSet } from "../../../src/config/parseGoldenSet.js";
import { readConfigFiles } from "../../../src/config/readConfigFiles.js";
import { fsFileSource } from "../../../src/corpus/fsFileSource.js";
import { readRegistry } from "../../../src/config/parseRegistry.js";
import { openGoldenSetCache } from "../../../src/usecases/check/goldenSetCache.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "chunkgate-golden-"));
  dirs.push(dir);
  return dir;
}
const LUMEN = path.resolve("fixtures/lumen");

describe("the golden-set cache", () => {
  it("serves a later run the golden set parsing gives, field for field (undefined ones too), without parsing", async () => {
    const dir = await tempDir();
    const first = countingStore(openContentStore({ dir }));
    const cold = await readConfigFiles(fsFileSource(LUMEN), undefined, { goldenSets: openGoldenSetCache(first) });
    expect(cold.problems).toEqual([]);
    // the golden set and the registry, in the one namespace of parsed files
    expect(first.counts("parsed")).toMatchObject({ hits: 0, writes: 2 });
    const second = countingStore(openContentStore({ dir }));
    const warm = await readConfigFiles(fsFileSource(LUMEN), undefined, { goldenSets: openGoldenSetCache(second) });
    expect(second.counts("parsed")).toMatchObject({ hits: 2, writes: 0 });
    const parsed = parseGoldenSet(readFileSync(path.join(LUMEN, "evals/retrieval.yaml"), "utf8"), "evals/retrieval.yaml");
    // toStrictEqual: a `line: undefined` kept as a key, as parsing gives it
    expect(warm.golden).toStrictEqual(parsed);
    expect(warm.golden).not.toBe(parsed);
    expect(Object.keys(warm.golden!.questions[0]!)).toEqual(Object.keys(parsed.questions[0]!));
  });

  it("keeps only valid golden sets, so a broken one is reported on every run", async () => {
    const { reads, store } = await readBrokenTwice("evals/retrieval.yaml", "- question_id: q1\n  question: [not, text]\n");
    for (const read of reads) {
      expect(read.golden).toBeUndefined();
      expect(read.problems).toHaveLength(1);
      expect(read.problems[0]!.format()).toContain("evals/retrieval.yaml:2");
    }
    // the registry alone was kept (and served to the second run)
    expect(store.counts("parsed")).toMatchObject({ writes: 1, hits: 1 });
  });

  it("serves a text only under the file it was parsed as, and misses on changed text", async () => {
    const store = openContentStore({ dir: await tempDir() });
    const cache = openGoldenSetCache(store);
    const text = "- question_id: q1\n  question: How do I start?\n  supporting:\n    - document: docs/a.md\n";
    cache.set("evals/a.yaml", text, parseGoldenSet(text, "evals/a.yaml"));
    const fresh = openGoldenSetCache(store);
    expect(fresh.get("evals/a.yaml", text)).toStrictEqual(parseGoldenSet(text, "evals/a.yaml"));
    expect(openGoldenSetCache(store).get("evals/b.yaml", text)).toBeUndefined();
    expect(openGoldenSetCache(store).get("evals/a.yaml", `${text}\n`)).toBeUndefined();
  });
});

describe("the registry cache", () => {
  it("serves a later run the registry and lines parsing gives, without parsing, and keeps only valid ones", async () => {
    const dir = await tempDir();
    const first = countingStore(openContentStore({ dir }));
    const cold = await readConfigFiles(fsFileSource(LUMEN), undefined, { goldenSets: openGoldenSetCache(first) });
    // the golden set and the registry, in the one namespace of parsed files
    expect(first.counts("parsed")).toMatchObject({ hits: 0, writes: 2 });
    const second = countingStore(openContentStore({ dir }));
    const warm = await readConfigFiles(fsFileSource(LUMEN), undefined, { goldenSets: openGoldenSetCache(second) });
    expect(second.counts("parsed")).toMatchObject({ hits: 2, writes: 0 });
    const parsed = readRegistry(readFileSync(path.join(LUMEN, "chunkgate.yml"), "utf8"), "chunkgate.yml");
    expect([warm.registry, warm.lines]).toStrictEqual([parsed.registry, parsed.lines]);
    expect(warm.registry).toStrictEqual(cold.registry);
    expect(warm.problems).toEqual([]);
    // a broken registry: reported on every run, never kept
    const { reads, store } = await readBrokenTwice("chunkgate.yml", "version: 1\nquestions: evals/retrieval.yaml\nsources: 7\n");
    for (const read of reads) {
      expect(read.registry).toBeUndefined();
      expect(read.problems[0]!.format()).toContain("chunkgate.yml");
    }
    // the golden set alone was kept
    expect(store.counts("parsed").writes).toBe(1);
  });

  it("serves a text only under the file it was parsed as, and nothing that is not a registry of that file", async () => {
    const store = openContentStore({ dir: await tempDir() });
    const text = readFileSync(path.join(LUMEN, "chunkgate.yml"), "utf8");
    const parsed = readRegistry(text, "chunkgate.yml");
    openGoldenSetCache(store).registries!.set("chunkgate.yml", text, parsed);
    expect(openGoldenSetCache(store).registries!.get("chunkgate.yml", text)).toStrictEqual(parsed);
    expect(openGoldenSetCache(store).registries!.get("other.yml", text)).toBeUndefined();
    expect(openGoldenSetCache(store).registries!.get("chunkgate.yml", `${text}\n`)).toBeUndefined();
    // a value stored under that key that is not that file's registry is not served
    openGoldenSetCache(store).registries!.set("chunkgate.yml", text, { ...parsed, registry: { ...parsed.registry, file: "other.yml" } });
    expect(openGoldenSetCache(store).registries!.get("chunkgate.yml", text)).toBeUndefined();
  });
});

/** A copy of Lumen with `file` replaced by `text`, read twice with one store kept between the runs. */
async function readBrokenTwice(file: string, text: string) {
  const root = await tempDir();
  cpSync(LUMEN, root, { recursive: true });
  writeFileSync(path.join(root, file), text);
  const store = countingStore(openContentStore({ dir: path.join(root, ".cache") }));
  const reads = [];
  for (let run = 0; run < 2; run++) reads.push(await readConfigFiles(fsFileSource(root), undefined, { goldenSets: openGoldenSetCache(store) }));
  return { reads, store };
}
