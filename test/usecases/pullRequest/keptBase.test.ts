import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitChangedFiles } from "../../../src/changes/gitChangedFiles.js";
import { openContentStore } from "../../../src/store/index.js";
import { runCheck } from "../../../src/usecases/check/runCheck.js";
import { openResultCache, type ResultCache } from "../../../src/usecases/check/resultCache.js";
import { closeRunCache, openRunCache } from "../../../src/usecases/check/runCache.js";
import { runPullRequestCheck } from "../../../src/usecases/pullRequest/runPullRequestCheck.js";
import { readKeptBase } from "../../../src/usecases/pullRequest/keptBase.js";
import { gitFileSource } from "../../../src/git/index.js";
import type { FileSource } from "../../../src/corpus/index.js";
import { ledgerPath } from "../../../src/gate/index.js";
import { fixture } from "../../helpers/evaluateFixture.js";
import { gitRepoFrom, tempDir, type GitRepo } from "../../helpers/gitRepo.js";

const DOC = "docs/products/returns-policy.md";
const TODAY = "2026-12-01";

const failOnWarning = (message: string): never => {
  throw new Error(`unexpected warning: ${message}`);
};

/** `results` with what it found, missed and stored counted, per kind of value. */
function counting(results: ResultCache) {
  const stats = { hits: 0, misses: 0, stored: 0 };
  const commitStats = { hits: 0, stored: 0 };
  const counted: ResultCache = {
    get(key) {
      const found = results.get(key);
      if (found) stats.hits++;
      else stats.misses++;
      return found;
    },
    set(key, result) {
      stats.stored++;
      results.set(key, result);
    },
    commit(key) {
      const found = results.commit(key);
      if (found) commitStats.hits++;
      return found;
    },
    setCommit(key, reads) {
      commitStats.stored++;
      results.setCommit(key, reads);
    },
  };
  return Object.assign(counted, { stats, commitStats });
}

/** The Lumen fixture in a git repository, with a cache folder of its own. */
async function setup() {
  const { repo, first } = await gitRepoFrom(fixture("lumen"));
  return { repo, first, cacheDir: await tempDir("results") };
}

/** `chunkgate check` on the working tree with the cache at `cacheDir`: what the main branch's run keeps. */
async function checkMain(repo: GitRepo, cacheDir: string) {
  const cache = openRunCache({ root: repo.dir, dir: cacheDir, warn: failOnWarning });
  const results = counting(cache.results!);
  await runCheck({ root: repo.dir, results, prepared: cache.prepared, today: TODAY, commit: "main" });
  closeRunCache(cache);
  return results.stats;
}

/** The pull request from `base` to `head`, with the cache at `cacheDir` (none when null), and its progress lines. */
async function pullRequest(repo: GitRepo, base: string, head: string, cacheDir: string | null) {
  const cache = cacheDir === null ? null : openRunCache({ root: repo.dir, dir: cacheDir, warn: failOnWarning });
  const results = cache ? counting(cache.results!) : undefined;
  const { mergeBase, files } = await gitChangedFiles({ cwd: repo.dir, base, head });
  const lines: string[] = [];
  const report = await runPullRequestCheck({
    root: repo.dir,
    scope: "changed",
    headSha: head,
    baseCommit: mergeBase,
    changes: files,
    onRegression: "fail",
    today: TODAY,
    progress: (line) => lines.push(line),
    ...(cache ? { results, prepared: cache.prepared! } : {}),
  });
  if (cache) closeRunCache(cache);
  return { report, lines, stats: results?.stats, commitStats: results?.commitStats };
}

/** An edit that leaves every golden-set key fitting: a new paragraph at the end. */
const edit = (text: string) => `${text}\nReturns are free within the first week.\n`;
/** An edit that deletes the section answering lum-002. */
const deleteSection = (text: string) => text.replace(/## Standard returns\n\n[^\n]+\n\n/, "");

describe("a pull request's base reuses the results the main branch's check kept", () => {
  it("skips loading, chunking and scoring the base when its result is kept, and reports exactly what a run without the cache reports", async () => {
    const { repo, first, cacheDir } = await setup();
    expect(await checkMain(repo, cacheDir)).toMatchObject({ stored: 1, hits: 0 });
    const head = await repo.commit("the pull request", { [DOC]: edit(await readFile(join(repo.dir, DOC), "utf8")) });
    const kept = await pullRequest(repo, first, head, cacheDir);
    const fresh = await pullRequest(repo, first, head, null);
    expect(kept.lines).toContain("base: product_docs: result kept from an earlier run of the same documents and settings");
    expect(kept.lines.filter((l) => l.startsWith("base: evaluating"))).toEqual([]);
    expect(fresh.lines).toContain("base: evaluating product_docs");
    expect(kept.stats).toMatchObject({ hits: 1, misses: 0 });
    expect(kept.report.check.sources.map((s) => s.id)).toEqual(["product_docs"]);
    expect(kept.report).toEqual(fresh.report);
  });

  it("still tells a deleted section from a stale label with the base's documents, and pairs with the kept result", async () => {
    const { repo, first, cacheDir } = await setup();
    await checkMain(repo, cacheDir);
    const head = await repo.commit("the pull request", { [DOC]: deleteSection(await readFile(join(repo.dir, DOC), "utf8")) });
    const kept = await pullRequest(repo, first, head, cacheDir);
    const fresh = await pullRequest(repo, first, head, null);
    expect(kept.lines).toContain("base: product_docs: result kept from an earlier run of the same documents and settings");
    expect(kept.lines.filter((l) => l.startsWith("base: evaluating"))).toEqual([]);
    expect(kept.report.regressions.find((r) => r.questionId === "lum-002")).toMatchObject({ cause: "deleted-section", baseRank: expect.any(Number) });
    expect(kept.report).toEqual(fresh.report);
  });

  it("evaluates the base again when the kept result was measured on other bytes (an uncommitted edit), then keeps the base's own", async () => {
    const { repo, first, cacheDir } = await setup();
    const original = await readFile(join(repo.dir, DOC), "utf8");
    await repo.write({ [DOC]: `${original}\nAn uncommitted line.\n` });
    await checkMain(repo, cacheDir);
    await repo.write({ [DOC]: original });
    const head = await repo.commit("the pull request", { [DOC]: edit(original) });
    const missed = await pullRequest(repo, first, head, cacheDir);
    expect(missed.lines).toContain("base: evaluating product_docs");
    expect(missed.report).toEqual((await pullRequest(repo, first, head, null)).report);
    // the base's result, keyed by the committed blobs, is kept now
    const again = await pullRequest(repo, first, head, cacheDir);
    expect(again.lines).toContain("base: product_docs: result kept from an earlier run of the same documents and settings");
    expect(again.report).toEqual(missed.report);
  });

  it("evaluates the base again when the golden set changed since the result was kept", async () => {
    const { repo, cacheDir } = await setup();
    await checkMain(repo, cacheDir);
    const golden = await readFile(join(repo.dir, "evals/retrieval.yaml"), "utf8");
    const base = await repo.commit("reword a question", { "evals/retrieval.yaml": golden.replace(/question: "?([A-Z])/, (m, c: string) => m.replace(c, `Please, ${c.toLowerCase()}`)) });
    const head = await repo.commit("the pull request", { [DOC]: edit(await readFile(join(repo.dir, DOC), "utf8")) });
    const missed = await pullRequest(repo, base, head, cacheDir);
    expect(missed.lines).toContain("base: evaluating product_docs");
    expect(missed.report).toEqual((await pullRequest(repo, base, head, null)).report);
  });

  it("ignores a corrupt or foreign entry, evaluates the base and rewrites the entry", async () => {
    const { repo, first, cacheDir } = await setup();
    await checkMain(repo, cacheDir);
    const entries = await listFiles(join(cacheDir, "results"));
    expect(entries).toHaveLength(1);
    await writeFile(entries[0]!, "not an entry");
    const head = await repo.commit("the pull request", { [DOC]: edit(await readFile(join(repo.dir, DOC), "utf8")) });
    const missed = await pullRequest(repo, first, head, cacheDir);
    expect(missed.lines).toContain("base: evaluating product_docs");
    expect(missed.report).toEqual((await pullRequest(repo, first, head, null)).report);
    const again = await pullRequest(repo, first, head, cacheDir);
    expect(again.lines).toContain("base: product_docs: result kept from an earlier run of the same documents and settings");
  });
});

describe("a base commit's tree is read once", () => {
  it("keeps what the base commit's tree gave, so the next pull request on that base lists and reads nothing of it, with the same report", async () => {
    const { repo, first, cacheDir } = await setup();
    await checkMain(repo, cacheDir);
    const head = await repo.commit("the pull request", { [DOC]: edit(await readFile(join(repo.dir, DOC), "utf8")) });
    const firstRun = await pullRequest(repo, first, head, cacheDir);
    expect(firstRun.commitStats).toEqual({ hits: 0, stored: 1 });
    const secondRun = await pullRequest(repo, first, head, cacheDir);
    expect(secondRun.commitStats).toEqual({ hits: 1, stored: 0 });
    expect(secondRun.stats).toMatchObject({ hits: 1, misses: 0 });
    expect(secondRun.lines).toContain("base: product_docs: result kept from an earlier run of the same documents and settings");
    expect(secondRun.report).toEqual(firstRun.report);
    expect(secondRun.report).toEqual((await pullRequest(repo, first, head, null)).report);
  });

  it("answers from the kept reads without touching the commit, gives what reading it gives, and keeps nothing for a moving name or a failed read", async () => {
    const { repo, first, cacheDir } = await setup();
    // the main branch's check of the same files keeps its result, which both reads must find
    await checkMain(repo, cacheDir);
    const cache = openRunCache({ root: repo.dir, dir: cacheDir, warn: failOnWarning });
    const results = counting(cache.results!);
    const calls: string[] = [];
    const counted = (files: FileSource, failOn?: string): FileSource => ({
      label: files.label,
      read: async (path) => {
        calls.push(`read ${path}`);
        if (path === failOn) throw new Error("unreadable");
        return files.read(path);
      },
      select: async (include, exclude) => {
        calls.push("select");
        return files.select(include, exclude);
      },
      load: async (path) => files.load!(path),
      contentIds: async (paths) => {
        calls.push("contentIds");
        return files.contentIds!(paths);
      },
    });
    const read = await readKeptBase({ files: counted(gitFileSource({ cwd: repo.dir, commit: first })), results, commit: first });
    expect(calls).toContain("select");
    expect(calls.filter((c) => c.startsWith("read"))).toContain("read evals/retrieval.yaml");
    expect(results.commitStats).toEqual({ hits: 0, stored: 1 });
    calls.length = 0;
    const again = await readKeptBase({ files: counted(gitFileSource({ cwd: repo.dir, commit: first })), results, commit: first });
    expect(calls).toEqual([]);
    expect(results.commitStats).toEqual({ hits: 1, stored: 1 });
    expect(again!.config).toEqual(read!.config);
    // the same selections, as digested from the working tree by the check and from the commit
    // (read or kept): the same result key, so the check's result is found either way
    expect(read!.result("product_docs")).toMatchObject({ sourceId: "product_docs" });
    expect(again!.result("product_docs")).toEqual(read!.result("product_docs"));
    // a branch name moves, a short id is not the commit's full name: read every time, kept nowhere
    for (const name of ["main", first.slice(0, 12)]) {
      calls.length = 0;
      await readKeptBase({ files: counted(gitFileSource({ cwd: repo.dir, commit: first })), results, commit: name });
      expect(calls).toContain("select");
    }
    expect(results.commitStats.stored).toBe(1);
    // a read that failed (the ledger here, which the config then holds as absent) is not kept
    const other = await repo.commit("another base", { "docs/new.md": "# New\n\nText.\n" });
    const ledger = ledgerPath(read!.config.registry.file);
    const failed = await readKeptBase({ files: counted(gitFileSource({ cwd: repo.dir, commit: other }), ledger), results, commit: other });
    expect(calls).toContain(`read ${ledger}`);
    expect(failed!.config.ledger).toEqual({ file: ledger, text: null });
    expect(results.commitStats.stored).toBe(1);
    closeRunCache(cache);
  });

  it("reads a verified entry that is not exactly what a commit gave as a miss", async () => {
    const dir = await tempDir("commits");
    const store = openContentStore({ dir });
    const cache = counting(openResultCache(store));
    const digest = "a".repeat(64);
    for (const foreign of ["{", "[]", "{}", '{"reads":[],"selections":{}}', '{"reads":[["a"]],"selections":[]}', '{"reads":[["a",1]],"selections":[]}', `{"reads":[],"selections":[["n",-1,"${digest}"]]}`, `{"reads":[],"selections":[["n",1.5,"${digest}"]]}`, '{"reads":[],"selections":[["n",1,"xyz"]]}']) {
      store.put("results", "k", Buffer.from(foreign));
      expect(cache.commit("k"), foreign).toBeUndefined();
    }
    const reads = { reads: [["chunkgate.yml", "version: 1"] as const, ["ledger.yaml", null] as const], selections: [["[[\"**\"],[]]", 3, digest] as const] };
    cache.setCommit("k", reads);
    expect(openResultCache(openContentStore({ dir })).commit("k")).toEqual(reads);
    expect(cache.commitStats).toEqual({ hits: 0, stored: 1 });
  });
});

describe("one run evaluates a source once", () => {
  it("scores a head identical to its base (the main branch's own run) once, with the same report as a check of that head", async () => {
    const { repo, first } = await setup();
    const lines: string[] = [];
    const report = await runPullRequestCheck({ root: repo.dir, scope: "all", headSha: first, baseCommit: first, changes: [], onRegression: "fail", today: TODAY, progress: (l) => lines.push(l) });
    expect(lines.filter((l) => /evaluat/.test(l))).toEqual(["base: evaluating product_docs", "evaluating product_docs", "product_docs: evaluated already in this run, on the same documents and settings"]);
    const check = await runCheck({ root: repo.dir, today: TODAY, commit: first, ledger: "report" });
    // coverage is measured by `chunkgate check` alone (it reads every document's sections)
    expect(report.check.sources).toEqual(check.report.sources.map((source) => ({ ...source, coverage: undefined })));
  });
});

describe("openResultCache", () => {
  it("reads a verified entry that is not a result as a miss, and serves what set stored", async () => {
    const dir = await tempDir("results");
    const store = openContentStore({ dir });
    const cache = counting(openResultCache(store));
    const result = { sourceId: "s", chunking: { strategy: "structural", unit: "words", size: 120, overlap: 20 } as never, retriever: "bm25(k1=1.2,b=0.75)", runs: [{ id: "q1", split: "train" as const, hit: true, firstRelevantRank: 2 }, { id: "q2", split: "held_out" as const, hit: false, firstRelevantRank: null }] };
    const foreigns = [
      '{"sourceId":"s"}',
      "[]",
      '{"sourceId":"s","chunking":{},"retriever":"r","runs":[["q1","train","yes",1]]}',
      '{"sourceId":"s","chunking":{},"retriever":"r","runs":[["q1","test",true,1]]}',
      '{"sourceId":"s","chunking":{},"retriever":"r","runs":[["q1","train",true,0]]}',
      '{"sourceId":"s","chunking":[],"retriever":"r","runs":[]}',
      '{"sourceId":"s","chunking":{},"retriever":"r","runs":[],"cost":{"storedTokens":"1"}}',
      "{",
    ];
    for (const foreign of foreigns) {
      store.put("results", "k", Buffer.from(foreign));
      expect(cache.get("k"), foreign).toBeUndefined();
    }
    cache.set("k", result);
    expect(openResultCache(openContentStore({ dir })).get("k")).toEqual(result);
    expect(cache.stats).toMatchObject({ misses: 8, stored: 1 });
  });
});

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else out.push(full);
  }
  return out;
}
