import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActionReport } from "../../src/action/actionReport.js";
import { messagesOf, RUNNERS, type ActionRun } from "../helpers/actionHarness.js";
import { ACTIONS_TOKEN, READ_ONLY_TOKEN } from "../helpers/fakeGitHub.js";
import { startFakeEmbeddingsServer, type FakeEmbeddingsServer } from "../helpers/fakeEmbeddingsServer.js";
import { trackFakeGitHub } from "../helpers/trackFakeGitHub.js";
import { tempDir } from "../helpers/tempDir.js";
import { scenario } from "./scenario.js";

const KEY = "sk-proj-Zq8v2Lk5Xw1Np7Rt4Yh6Jc3Md9Fb0Gs";
const SECRET = { DOCS_EMBEDDINGS_KEY: KEY };

let server: FakeEmbeddingsServer;
const track = trackFakeGitHub();

beforeAll(async () => {
  server = await startFakeEmbeddingsServer({ apiKey: KEY });
});

afterAll(async () => {
  await server.close();
});

/** The registry on main: embeddings at `endpoint` (default the fake server), the key in DOCS_EMBEDDINGS_KEY. */
const embeddingsAt = (endpoint = server.endpoint) => ({
  "chunkgate.yml": (t: string) => t.replace("retriever: { kind: bm25 }              # embedded default", `retriever: { kind: embeddings, endpoint: "${endpoint}", model: fake-embed, api_key_env: DOCS_EMBEDDINGS_KEY, batch_size: 64 }`),
});

/** One push: a sentence is added to the warranty page. */
const push = () => ({
  "docs/products/warranty-terms.md": (t: string) => t.replace("## Extended warranty", "Keep the original invoice with the claim.\n\n## Extended warranty"),
});

/** A pull request over a main branch whose registry already uses the fake server. */
const embeddingsScenario = (pushes = [push()]) => scenario(pushes, undefined, embeddingsAt());

async function everything(run: ActionRun, github: { comments: Array<{ body: string }> }, cache = join(run.runnerTemp, "chunkgate-cache")): Promise<string[]> {
  // `::add-mask::` lines are the runner's, never shown: they tell it to mask the value everywhere else.
  const shown = run.stdout.split("\n").filter((line) => !line.startsWith("::add-mask::")).join("\n");
  const texts = [shown, run.stderr, run.summary, JSON.stringify(run.outputs), ...github.comments.map((c) => c.body)];
  if (run.outputs["report-path"]) texts.push(await readFile(run.outputs["report-path"], "utf8"));
  for (const entry of await readdir(cache, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (entry.isFile()) texts.push((await readFile(join(entry.parentPath, entry.name))).toString("latin1"));
  }
  return texts;
}

describe.each(RUNNERS)("the action with an embeddings retriever (%s)", (_name, runAction) => {
  it("embeds with the key from the step's env, logs progress and cost, and never shows the key", async () => {
    const { github, pullRequestRun } = await track(embeddingsScenario());
    const before = server.requests.length;
    const run = await runAction(pullRequestRun({ env: SECRET }));
    const report = JSON.parse(await readFile(run.outputs["report-path"]!, "utf8")) as ActionReport;
    expect(report.check.retriever).toMatch(/^embeddings\(host=127\.0\.0\.1:\d+,model=fake-embed\)$/);
    expect(report.check.sources[0]!.verdict).not.toBe("skipped");
    expect(report.check.embeddings).toMatchObject({ misses: expect.any(Number), embedded: report.check.embeddings!.misses });
    expect(server.requests.length).toBeGreaterThan(before);
    expect(run.stdout).toMatch(/product_docs: embedded \d+\/\d+ new texts/);
    expect(run.stdout).toMatch(/embeddings: \d+ texts: \d+ from the cache, \d+ embedded in \d+ requests/);
    expect(github.comments[0]!.body).toMatch(/embeddings: \d+ texts/);
    for (const text of await everything(run, github)) expect(text).not.toContain(KEY);
    // the key and the token are masked in the log (the runner hides them should anything print them)
    expect(messagesOf(run, "add-mask")).toEqual(expect.arrayContaining([KEY, ACTIONS_TOKEN]));
  });

  it("withholds the key from an endpoint the pull request itself names, sending it nothing, and says why", async () => {
    const collector = await startFakeEmbeddingsServer({ apiKey: KEY });
    try {
      const redirect = { "chunkgate.yml": (t: string) => t.replace(server.endpoint, collector.endpoint) };
      const { github, pullRequestRun } = await track(embeddingsScenario([{ ...push(), ...redirect }]));
      const run = await runAction(pullRequestRun({ env: SECRET }));
      expect(collector.requests).toHaveLength(0);
      expect(run.outputs["verdict"]).toBe("skipped");
      const failure = run.commands.filter((c) => c.command === "error" && !c.properties["file"]).map((c) => c.message);
      expect(failure).toEqual([expect.stringMatching(/^chunkgate: SKIPPED\n- product_docs: Not scored: the embeddings API key is withheld: `product_docs` would send `DOCS_EMBEDDINGS_KEY` to 127\.0\.0\.1:\d+, and the base commit's registry names another endpoint or variable; a pull request cannot choose where a secret goes/s)]);
      for (const text of await everything(run, github)) expect(text).not.toContain(KEY);

      // a sweep of the same head (mode: sweep, and a check labelled for a sweep) withholds it too
      const sweep = await runAction(pullRequestRun({ env: SECRET, with: { mode: "sweep" } }));
      const labelled = await runAction(pullRequestRun({ env: SECRET, labels: ["chunkgate:sweep"] }));
      expect(collector.requests).toHaveLength(0);
      for (const swept of [sweep, labelled]) {
        expect(swept.exitCode).toBe(1);
        expect(swept.stdout).toContain("the embeddings API key is withheld");
      }
    } finally {
      await collector.close();
    }
  });

  it("skips a fork's pull request that has no key (verdict skipped, the step fails with the fix), and completes it from a warm cache", async () => {
    const { github, pullRequestRun } = await track(embeddingsScenario());
    const cold = await runAction(pullRequestRun({ token: READ_ONLY_TOKEN, fork: true }));
    expect(cold.outputs["verdict"]).toBe("skipped");
    expect(cold.exitCode).toBe(1);
    const failure = cold.commands.filter((c) => c.command === "error" && !c.properties["file"]).map((c) => c.message);
    expect(failure).toEqual([expect.stringMatching(/^chunkgate: SKIPPED\n- product_docs: Not scored: the embeddings API key is not available: `DOCS_EMBEDDINGS_KEY` is not set.* Fix: set `DOCS_EMBEDDINGS_KEY`.*two-workflow pattern/s)]);
    expect(cold.summary).toContain("skipped");
    // the same checkout after a trusted run filled the cache (actions/cache restores it on a fork's run)
    const restored = await tempDir("restored-cache");
    await runAction(pullRequestRun({ env: SECRET, with: { "cache-dir": restored } }));
    const requests = server.requests.length;
    const warm = await runAction(pullRequestRun({ token: READ_ONLY_TOKEN, fork: true, with: { "cache-dir": restored } }));
    expect(warm.outputs["verdict"]).not.toBe("skipped");
    expect(server.requests.length).toBe(requests);
    expect(messagesOf(warm, "error").join("\n")).not.toContain("not available");
    for (const text of await everything(warm, github, restored)) expect(text).not.toContain(KEY);
  });
});
