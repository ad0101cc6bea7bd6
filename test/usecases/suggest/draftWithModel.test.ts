import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRetrieverRuntime, type RetrieverRuntime } from "../../../src/retrieval/retrieverRuntime.js";
import { renderSuggestMarkdown, renderSuggestYaml } from "../../../src/report/renderSuggest.js";
import { openContentStore } from "../../../src/store/contentStore.js";
import { runCheck } from "../../../src/usecases/check/runCheck.js";
import { runSuggest } from "../../../src/usecases/suggest/runSuggest.js";
import { startFakeChatServer, type FakeChatServer } from "../../helpers/fakeChatServer.js";
import { gitRepo } from "../../helpers/gitRepo.js";
import { runCliInProcess } from "../../helpers/runCliCapture.js";
import { tempDir } from "../../helpers/tempDir.js";

const KEY = "sk-chat-7e1d3c9a5b2f4e6d8c0a";
const VARIABLE = "TEST_CHAT_KEY";
const HANDBOOK = [
  "# Handbook",
  "",
  "Welcome text for support staff of the shop.",
  "",
  "## Shipping",
  "",
  "### Domestic",
  "",
  "Orders leave the warehouse within two business days. Tracking numbers arrive by email.",
  "",
  "### Abroad",
  "",
  "Customs forms are printed for every parcel. Duties are paid by the **recipient** on delivery.",
  "",
  "## Returns",
  "",
  "30 days.",
  "",
].join("\n");
const registry = (endpoint: string) =>
  [
    "version: 1",
    "questions: evals/q.yaml",
    "sources:",
    "  - id: docs",
    '    include: ["docs/**/*.md"]',
    "    chunking: { strategy: structural, unit: words, size: 50, overlap: 0 }",
    `authoring: { endpoint: "${endpoint}", model: fake-chat, api_key_env: ${VARIABLE}, max_retries: 2, timeout_seconds: 5 }`,
    "",
  ].join("\n");

/** What the fake model answers per section, keyed by the section's last heading. */
type Script = Record<string, string | null>;
const json = (question: string, span: string) => JSON.stringify({ question, span });
const GOOD: Script = {
  Handbook: json("Who is the handbook for?", "Welcome text for support staff of the shop."),
  Domestic: json("When do domestic orders ship?", "Orders leave the warehouse within two business days."),
  // the span as a reader sees the page: the bold markup of the source is not in it
  Abroad: json("Who pays duties on parcels sent abroad?", "Duties are paid by the recipient on delivery."),
  Returns: json("How long is the return window?", "30 days."),
};

let server: FakeChatServer;
let script: Script;
let store: string;

beforeEach(async () => {
  script = { ...GOOD };
  server = await startFakeChatServer({
    apiKey: KEY,
    answer: (user) => {
      const heading = /^Headings: (.*)$/m.exec(user)![1]!.split(" > ").at(-1)!;
      return script[heading] ?? null;
    },
  });
  store = await tempDir("authoring-store");
});

afterEach(async () => {
  await server.close();
});

async function repo(options: { golden?: string; endpoint?: string } = {}): Promise<string> {
  const dir = await tempDir("authoring");
  await mkdir(join(dir, "docs"));
  await mkdir(join(dir, "evals"));
  await writeFile(join(dir, "docs/handbook.md"), HANDBOOK);
  await writeFile(join(dir, "chunkgate.yml"), registry(options.endpoint ?? server.endpoint));
  if (options.golden !== undefined) await writeFile(join(dir, "evals/q.yaml"), options.golden);
  return dir;
}

function runtime(options: { key?: string | null } = {}): RetrieverRuntime {
  const key = options.key === undefined ? KEY : options.key;
  return createRetrieverRuntime({ env: key === null ? {} : { [VARIABLE]: key }, cache: openContentStore({ dir: store }), transport: { backoffBaseMs: 1, backoffMaxMs: 5, random: () => 0.5 } });
}

const suggest = (root: string, rt = runtime()) => runSuggest({ root, drafter: "llm", runtime: rt });

describe("suggest --drafter llm against a real HTTP server playing /chat/completions", () => {
  it("turns good answers into complete golden-set entries with the offline drafts' ids, headings and lines", async () => {
    const dir = await repo();
    const offline = await runSuggest({ root: dir });
    const result = await suggest(dir);
    expect(server.requests).toHaveLength(4);
    expect(result.undrafted).toEqual([]);
    expect(result.drafts.map((d) => ({ ...d, question: undefined, span: undefined }))).toEqual(offline.drafts.map((d) => ({ ...d, question: undefined, span: undefined })));
    expect(result.drafts.map((d) => [d.question, d.span])).toEqual(Object.values(GOOD).map((answer) => Object.values(JSON.parse(answer!) as object)));
    expect(result.model).toEqual({ name: "fake-chat", dropped: [], stats: { cached: 0, asked: 4, requests: 4, retries: 0 } });
    // moved into the golden set, every section is covered and no label is stale
    await writeFile(join(dir, "evals/q.yaml"), result.yaml);
    const { report } = await runCheck({ root: dir });
    expect(report.labelProblems).toEqual([]);
    expect(report.sources[0]!.coverage).toMatchObject({ sections: 4, coveredSections: 4 });
  });

  it("asks with the model, a delimited section and a request for JSON, the key only as a Bearer token", async () => {
    await suggest(await repo());
    const request = server.requests.find((r) => r.raw.includes("warehouse"))!;
    expect(request.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body.model).toBe("fake-chat");
    expect(request.body.messages![0]).toMatchObject({ role: "system", content: expect.stringContaining("one JSON object") as string });
    const user = request.body.messages![1]!.content as string;
    const tag = /^The section is between <(section-[0-9a-f]{12})>/.exec(user)![1]!;
    expect(user).toMatch(new RegExp(`<${tag}>\\nDocument: Handbook\\nHeadings: Handbook > Shipping > Domestic\\n\\nOrders leave[^]*by email\\.\\n</${tag}>$`));
    expect(server.requests.every((r) => !r.raw.includes(KEY))).toBe(true);
  });

  it("drops and counts each draft whose span is not in its own section, whether it is in another or nowhere", async () => {
    script.Abroad = json("How fast do orders leave the warehouse?", "Orders leave the warehouse within two business days.");
    script.Returns = json("How long is the return window?", "Returns are accepted for 30 days.");
    const dir = await repo();
    const result = await suggest(dir);
    expect(result.drafts.map((d) => d.heading.at(-1))).toEqual(["Handbook", "Domestic"]);
    expect(result.model!.dropped).toEqual([{ reason: "span not in section", count: 2 }]);
    expect(result.undrafted).toEqual([
      { document: "docs/handbook.md", line: 11, reason: "draft dropped: span not in section" },
      { document: "docs/handbook.md", line: 15, reason: "draft dropped: span not in section" },
    ]);
    expect(renderSuggestYaml(result, "the drafts file")).toContain("\n# 2 drafts dropped: span not in section\n");
    expect(renderSuggestMarkdown(result, "x")).toContain("2 drafts dropped: span not in section");
    const written = await runCliInProcess(["suggest", "--drafter", "llm", "--cache-dir", store, "--write", "evals/q.drafts.yaml"], dir, {});
    expect(written.stdout).toBe("Added 2 drafts to evals/q.drafts.yaml (0 already there or in evals/q.yaml; 4 uncovered sections).\n2 drafts dropped: span not in section.\n");
  });

  it("drops a question near-duplicating a golden-set question or an earlier draft (word-pair Jaccard ≥ 0.8)", async () => {
    const golden = ["- question_id: q1", "  question: How long is the return window here?", "  supporting:", "    - document: docs/handbook.md", '      heading: ["Shipping", "Domestic"]', ""].join("\n");
    // q1 keys the Domestic section, so it is covered and not drafted; Abroad repeats Handbook's question
    script.Abroad = json("Who is the handbook for here?", "Duties are paid by the recipient on delivery.");
    const result = await suggest(await repo({ golden }));
    expect(result.drafts.map((d) => d.heading.at(-1))).toEqual(["Handbook"]);
    expect(result.model!.dropped).toEqual([{ reason: "near-duplicate question", count: 2 }]);
  });

  it("drops and counts an answer that is not one JSON question and span, and reads one in a code fence", async () => {
    script.Handbook = "Sure! Who is the handbook for? Welcome text for support staff of the shop.";
    script.Domestic = null;
    script.Abroad = json("", "Duties are paid by the recipient on delivery.");
    script.Returns = "```json\n" + json("How long is the return window?", "30 days.") + "\n```";
    const result = await suggest(await repo());
    expect(result.drafts.map((d) => d.heading.at(-1))).toEqual(["Returns"]);
    expect(result.model!.dropped).toEqual([{ reason: "answer not a JSON question and span", count: 3 }]);
  });

  it("serves a second run from the store: the server sees no request, and no key is needed", async () => {
    const dir = await repo();
    const first = await suggest(dir);
    const sent = server.requests.length;
    const second = await suggest(dir, runtime({ key: null }));
    expect(server.requests).toHaveLength(sent);
    expect(second.drafts).toEqual(first.drafts);
    expect(second.model!.stats).toEqual({ cached: 4, asked: 0, requests: 0, retries: 0 });
    // an edited section is asked again, alone
    await writeFile(join(dir, "docs/handbook.md"), HANDBOOK.replace("30 days.", "60 days."));
    script.Returns = json("How long is the return window?", "60 days.");
    const third = await suggest(dir);
    expect(server.requests).toHaveLength(sent + 1);
    expect(third.model!.stats).toMatchObject({ cached: 3, asked: 1 });
    for (const file of await readdir(store, { recursive: true })) {
      const bytes = await readFile(join(store, file)).catch(() => Buffer.alloc(0));
      expect(bytes.includes(Buffer.from(KEY))).toBe(false);
    }
  });

  it("refuses to send anything without the key, naming the variable and the fix", async () => {
    const error = await suggest(await repo(), runtime({ key: null })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "UserError", message: expect.stringContaining(`\`${VARIABLE}\` is not set, and 4 of the 4 sections' answers are not in the store`) as string });
    expect(server.requests).toHaveLength(0);
  });

  it("never sends the key to an endpoint a change sets: with the base's registry naming another, nothing is sent", async () => {
    const git = await gitRepo();
    await git.commit("base", { "docs/handbook.md": HANDBOOK, "chunkgate.yml": registry("https://llm.example.com/v1") });
    const base = (await git.git("rev-parse", "HEAD")).trim();
    await git.commit("head points authoring at its own server and edits a section", {
      "chunkgate.yml": registry(server.endpoint),
      "docs/handbook.md": HANDBOOK.replace("30 days.", "60 days."),
    });
    script.Returns = json("How long is the return window?", "60 days.");
    const error = await runSuggest({ root: git.dir, drafter: "llm", runtime: runtime(), base }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "UserError", message: expect.stringContaining("the authoring API key is withheld") as string });
    expect((error as Error).message).toContain("the base commit's registry names another endpoint or variable");
    expect((error as Error).message).not.toContain(KEY);
    expect(server.requests).toHaveLength(0);
    // against a base whose registry names this endpoint and variable, the key goes
    await git.write({ "docs/handbook.md": HANDBOOK.replace("30 days.", "90 days.") });
    script.Returns = json("How long is the return window?", "90 days.");
    expect((await runSuggest({ root: git.dir, drafter: "llm", runtime: runtime(), base: "HEAD" })).drafts).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it("retries a 500 and a 429, then completes", async () => {
    server.fail({ kind: "status", status: 500 }, { kind: "status", status: 429, headers: { "retry-after-ms": "1" } });
    const result = await suggest(await repo());
    expect(result.drafts).toHaveLength(4);
    expect(result.model!.stats).toEqual({ cached: 0, asked: 4, requests: 6, retries: 2 });
  });

  it("gives up after max_retries with an error naming the URL, the status and the attempts", async () => {
    const failing = { kind: "status" as const, status: 429, headers: { "retry-after-ms": "1" }, body: JSON.stringify({ error: { message: "Rate limit reached" } }) };
    server.fail(failing, failing, failing);
    const error = (await suggest(await repo()).catch((e: unknown) => e)) as Error & { hint?: string };
    expect(error.message).toBe(`the chat completions API at ${server.endpoint}/chat/completions answered HTTP 429 Too Many Requests after 3 attempts: Rate limit reached`);
    expect(error.hint).toContain("run again later");
    expect(server.requests).toHaveLength(3);
  });

  it("refuses a server that does not answer chat completions", async () => {
    server.fail({ kind: "not-a-completion" });
    await expect(suggest(await repo())).rejects.toThrow(/answered with no `choices` list/);
  });
});

describe("chunkgate suggest --drafter (the CLI)", () => {
  it("drafts with the model, never printing the key, and a 401 that echoes it prints [key]", async () => {
    const dir = await repo();
    const ok = await runCliInProcess(["suggest", "--drafter", "llm", "--cache-dir", store], dir, { [VARIABLE]: KEY });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('# drafted by "fake-chat": 0 answers from the store, 4 asked');
    expect(ok.stdout).toContain('question: "When do domestic orders ship?"');
    expect(ok.stdout + ok.stderr).not.toContain(KEY);
    const wrong = await runCliInProcess(["suggest", "--drafter", "llm", "--no-cache"], dir, { [VARIABLE]: `${KEY}-wrong` });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("answered HTTP 401 Unauthorized: Incorrect API key provided: Bearer [key]");
    expect(wrong.stderr).toContain(`fix: check that \`${VARIABLE}\` holds a valid key`);
    expect(wrong.stdout + wrong.stderr).not.toContain(KEY);
  });

  it("refuses --drafter llm without an authoring block, and an unknown drafter, with the fix", async () => {
    const dir = await repo();
    await writeFile(join(dir, "chunkgate.yml"), registry(server.endpoint).replace(/^authoring:.*\n/m, ""));
    const none = await runCliInProcess(["suggest", "--drafter", "llm"], dir, { [VARIABLE]: KEY });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("chunkgate.yml: `--drafter llm` needs an `authoring:` block in the registry");
    expect(none.stderr).toContain("fix: add `authoring: { endpoint:");
    const bad = await runCliInProcess(["suggest", "--drafter", "gpt"], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--drafter must be offline or llm, not "gpt"');
    expect(server.requests).toHaveLength(0);
  });
});
