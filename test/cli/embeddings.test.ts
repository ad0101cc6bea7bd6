import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/runCli.js";
import type { CheckReport } from "../../src/usecases/check/types.js";
import { startFakeEmbeddingsServer, type FakeEmbeddingsServer } from "../helpers/fakeEmbeddingsServer.js";
import { runCliInProcess } from "../helpers/runCliCapture.js";
import { tempFixture } from "../helpers/tempRepo.js";

const KEY = "sk-live-4b1e9a7c0d2f6e8a3c5b7d9f1e0a2c4b";
const ENV = { CHUNKGATE_TEST_KEY: KEY };

let server: FakeEmbeddingsServer;
let root: string;
/** Everything any command printed or wrote, searched for the key at the end. */
const outputs: string[] = [];

const registry = (endpoint: string, model = "fake-embed") => (text: string) =>
  text.replace(
    "retriever: { kind: bm25 }              # embedded default",
    `retriever: { kind: embeddings, endpoint: "${endpoint}", model: ${model}, api_key_env: CHUNKGATE_TEST_KEY, batch_size: 16, max_concurrency: 2, timeout_seconds: 5 }`,
  );

async function cli(argv: string[], env: Record<string, string> = ENV) {
  const outcome = await runCliInProcess(argv, root, env);
  outputs.push(outcome.stdout, outcome.stderr);
  return outcome;
}

async function chunkTexts(): Promise<string[]> {
  const { stdout } = await cli(["chunks", "--source", "product_docs", "--json"]);
  return stdout
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { embed_text: string }).embed_text);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

// these tests read the cache at <root>/.chunkgate/cache (allowed: git tracks nothing there), so the
// test run's CHUNKGATE_CACHE_DIR (test/globalSetup.ts) is set aside for this file
const testCacheDir = process.env.CHUNKGATE_CACHE_DIR;

beforeAll(async () => {
  server = await startFakeEmbeddingsServer({ apiKey: KEY });
  root = await tempFixture("lumen", { "chunkgate.yml": registry("http://placeholder") });
  process.env.CHUNKGATE_CACHE_DIR = join(root, ".chunkgate/cache");
  await writeFile(join(root, "chunkgate.yml"), (await readFile(join(root, "chunkgate.yml"), "utf8")).replace("http://placeholder", server.endpoint));
});

afterAll(async () => {
  if (testCacheDir === undefined) delete process.env.CHUNKGATE_CACHE_DIR;
  else process.env.CHUNKGATE_CACHE_DIR = testCacheDir;
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe("chunkgate check with an embeddings retriever, against a local server", () => {
  let first: CheckReport;

  it("a full run embeds every chunk and question once, scores, and reports the cost", async () => {
    const { code, stdout } = await cli(["check", "--json", "report.json"]);
    first = JSON.parse(await readFile(join(root, "report.json"), "utf8")) as CheckReport;
    outputs.push(await readFile(join(root, "report.json"), "utf8"));
    const chunks = await chunkTexts();
    const questions = first.sources[0]!.questions.map((q) => q.question);
    expect(new Set(server.embedded())).toEqual(new Set([...chunks, ...questions]));
    expect(server.embedded()).toHaveLength(new Set([...chunks, ...questions]).size);
    expect(server.requests).toHaveLength(Math.ceil(server.embedded().length / 16));
    expect(first.retriever).toBe(`embeddings(host=${new URL(server.endpoint).host},model=fake-embed)`);
    expect(first.embeddings).toMatchObject({ texts: server.embedded().length, hits: 0, misses: server.embedded().length, requests: server.requests.length });
    expect(first.sources[0]!.train.questions).toBe(13);
    expect(stdout).toMatch(/^embeddings: \d+ texts: 0 from the cache, \d+ embedded in \d+ requests, [\d,]+ tokens billed$/m);
    // the recorded baseline was measured with BM25: stale, and said so; the toy model also loses
    // questions against it, which fails the source as it would for a real model that is worse
    expect(first.sources[0]!.notes.join(" ")).toContain("The baseline of `product_docs` is stale: it was measured with the retriever bm25(k1=1.2,b=0.75), and the registry now uses embeddings(");
    expect(first.sources[0]!.stale.map((r) => r.kind)).toEqual(["retriever"]);
    expect(first.sources[0]!.verdict).toBe("fail");
    expect(code).toBe(1);
  });

  it("a second run makes zero requests and gives the same rankings", async () => {
    const before = server.requests.length;
    await cli(["check", "--json", "again.json"]);
    const again = JSON.parse(await readFile(join(root, "again.json"), "utf8")) as CheckReport;
    expect(server.requests.length).toBe(before);
    expect(again.embeddings).toMatchObject({ hits: first.embeddings!.texts, misses: 0, embedded: 0, requests: 0 });
    expect(again.sources).toEqual(first.sources);
  });

  it("completes without the key when the cache covers every chunk and question", async () => {
    const before = server.requests.length;
    const { code, stdout } = await cli(["check", "--format", "json"], {});
    expect(code).toBe(1);
    expect((JSON.parse(stdout) as CheckReport).sources).toEqual(first.sources);
    expect(server.requests.length).toBe(before);
  });

  it("after one document changed, embeds only that document's new chunks", async () => {
    const old = new Set(await chunkTexts());
    const file = join(root, "docs/products/calibration-service.md");
    await writeFile(file, (await readFile(file, "utf8")).replace("Standard turnaround is 8 working days", "Standard turnaround is 6 working days"));
    const fresh = (await chunkTexts()).filter((t) => !old.has(t));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((t) => t.startsWith("Calibration Service"))).toBe(true);
    const before = server.embedded().length;
    await cli(["check"]);
    expect(server.embedded().slice(before)).toEqual(fresh);
  });

  it("shows progress (embedded / total, cache hits) on a terminal", async () => {
    const file = join(root, "docs/products/calibration-service.md");
    await writeFile(file, (await readFile(file, "utf8")).replace("Standard turnaround is 6 working days", "Standard turnaround is 5 working days"));
    let stderr = "";
    await runCli(["check"], { stdout: (t) => outputs.push(t), stderr: (t) => (stderr += t), isTTY: true, cwd: root, env: ENV, cacheDir: join(root, ".chunkgate/cache"), writeFile: async () => {} });
    outputs.push(stderr);
    expect(stderr).toMatch(/chunkgate: product_docs: embedding 1 of \d+ texts in 1 request \(\d+ from the cache\)…/);
    expect(stderr).toMatch(/chunkgate: product_docs: embedded 1\/1 new texts \(\d+ of \d+ from the cache\)…/);
  });

  it("without the key and with texts missing from the cache, the source is skipped with the reason and the fix, never passed", async () => {
    const { code, stdout } = await cli(["check", "--no-cache", "--format", "md"], {});
    expect(code).toBe(1);
    expect(stdout).toMatch(/^⏭️ \*\*skipped\*\*: `product_docs`: Not scored: the embeddings API key is not available: `CHUNKGATE_TEST_KEY` is not set/m);
    expect(stdout).toContain("two-workflow pattern");
    const json = await cli(["check", "--no-cache", "--format", "json"], {});
    const report = JSON.parse(json.stdout) as CheckReport;
    expect(report.verdict).toBe("skipped");
    expect(report.sources[0]).toMatchObject({ verdict: "skipped", questions: [], fix: expect.stringContaining("CHUNKGATE_TEST_KEY") });
    const text = await cli(["check", "--no-cache"], {});
    expect(text.stdout).toMatch(/^product_docs · structural 120\/20 words, context header · SKIPPED$/m);
    expect(text.stdout).toMatch(/^ {2}fix: set `CHUNKGATE_TEST_KEY`/m);
    // the printed verdict says why it is not a pass, as the exit code 1 does
    expect(text.stdout).toMatch(/^Verdict: SKIPPED — `product_docs`: Not scored: the embeddings API key is not available/m);
    const explained = await cli(["explain", "lum-001", "--no-cache"], {});
    expect(explained.code).toBe(1);
    expect(explained.stdout).toMatch(/^product_docs: Not scored: the embeddings API key is not available/m);
    expect(explained.stdout).toMatch(/^fix: set `CHUNKGATE_TEST_KEY`/m);
  });

  it("records the retriever's identity in the baseline; a model change then makes the baseline stale", async () => {
    const recorded = await cli(["record", "--source", "product_docs", "--write"]);
    expect(recorded.code).toBe(0);
    const text = await readFile(join(root, "chunkgate.yml"), "utf8");
    const identity = `embeddings(host=${new URL(server.endpoint).host},model=fake-embed)`;
    expect(text).toContain(`retriever: ${identity}`);
    const fresh = await cli(["check", "--format", "json"]);
    expect((JSON.parse(fresh.stdout) as CheckReport).sources[0]!.notes.join(" ")).not.toContain("re-record");
    await writeFile(join(root, "chunkgate.yml"), text.replace("model: fake-embed,", "model: fake-embed-v2,"));
    const changed = await cli(["check", "--format", "json"]);
    const note = (JSON.parse(changed.stdout) as CheckReport).sources[0]!.notes.join(" ");
    expect(identity).toContain("model=fake-embed");
    expect(note).toContain("The baseline of `product_docs` is stale: it was measured with the embedding model fake-embed, and the registry now uses fake-embed-v2; `chunkgate record --source product_docs --write` measures it again.");
  });

  it("sweep --retrievers scores bm25, embeddings and hybrid on the same cells, bm25 exactly as a plain sweep", async () => {
    const grid = ["--sizes", "60,120", "--overlaps", "0"];
    const { code, stdout } = await cli(["sweep", "--source", "product_docs", ...grid, "--retrievers", "bm25,embeddings,hybrid", "--json", "compare.json"]);
    expect(code).toBe(0);
    const comparison = JSON.parse(await readFile(join(root, "compare.json"), "utf8")) as { kind: string; sweeps: Array<{ settings: { retriever: string }; cells: Array<{ name: string }> }> };
    outputs.push(JSON.stringify(comparison));
    expect(comparison.kind).toBe("chunkgate-sweep-comparison");
    expect(comparison.sweeps.map((s) => s.settings.retriever.split("(")[0])).toEqual(["bm25", "embeddings", "hybrid"]);
    for (const sweep of comparison.sweeps) expect(sweep.cells.map((c) => c.name)).toEqual(["structural 60/0", "structural 120/0"]);
    expect(stdout).toMatch(/^cell\s+bm25 recall@3 · MRR\s+embeddings recall@3 · MRR\s+hybrid recall@3 · MRR$/m);
    await cli(["sweep", "--source", "product_docs", ...grid, "--retrievers", "bm25", "--json", "bm25.json"]);
    expect(JSON.parse(await readFile(join(root, "bm25.json"), "utf8"))).toEqual(comparison.sweeps[0]);
    const refused = await cli(["sweep", "--source", "product_docs", ...grid, "--retrievers", "bm25,embeddings", "--shard", "1/2"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--shard measures one retriever");
  });

  it("never prints, reports or caches the key", async () => {
    expect(outputs.length).toBeGreaterThan(10);
    for (const output of outputs) expect(output).not.toContain(KEY);
    // Where this file's runs kept their cache (see beforeAll).
    const cacheRoot = join(root, ".chunkgate/cache");
    const cached = await filesUnder(cacheRoot);
    expect(cached.length).toBeGreaterThan(100);
    for (const file of [...cached, ...(await filesUnder(root)).filter((f) => f.endsWith(".json"))]) {
      expect((await readFile(file)).toString("latin1")).not.toContain(KEY);
    }
    expect(await readFile(join(cacheRoot, ".gitignore"), "utf8")).toContain("*");
  });
});
