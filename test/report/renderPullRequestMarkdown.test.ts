import { describe, expect, it } from "vitest";
import type { PullRequestReport } from "../../src/usecases/pullRequest/types.js";
import { commentMarker, parseHeadMarker } from "../../src/report/commentMarkers.js";
import { renderComment, renderPullRequestMarkdown } from "../../src/report/renderPullRequestMarkdown.js";
import { buildCheckReport, buildLabelProblem, buildPullRequestReport, buildQuestion, buildRegression, buildSource, buildStaleLabel, metricsOf } from "../helpers/pullRequestReport.js";
import { expectGolden as expectGoldenIn } from "../helpers/expectGolden.js";
import { descendants, expectSafeReport, textOf } from "./markdownTree.js";

const expectGolden = (name: string, actual: string) => expectGoldenIn(import.meta.dirname, name, actual);

const HOSTILE = "</details><img src=x onerror=alert(1)> @octocat #1 | pipe";

/** Two passing sources, one held-out question lost inside the band, one source skipped. */
function passingReport(): PullRequestReport {
  const product = buildSource({ questions: [buildQuestion({ id: "lum-028", split: "held_out", firstRelevantRank: 29, question: "Will the gateway keep working in a hot cabinet?" })] });
  const policies = buildSource({ id: "policy_docs", chunking: { strategy: "recursive", unit: "tokens", size: 256, overlap: 32, contextHeader: true, tokenizer: "o200k_base" } });
  return buildPullRequestReport({
    check: buildCheckReport({ sources: [product, policies], unanswerable: [{ id: "lum-003", question: "Do you ship to Antarctica?" }] }),
    touched: [
      { id: "product_docs", reason: "docs/products/gw-10.md changed" },
      { id: "policy_docs", reason: "the registry changed this source's chunking" },
    ],
    skipped: [{ id: "faq", reason: "no changed file matches its globs" }],
    regressions: [
      buildRegression({
        questionId: "lum-028",
        question: "Will the gateway keep working in a hot cabinet?",
        split: "held_out",
        cause: "outranked",
        message: "docs/products/gw-10.md:12-30 (changed in this pull request) now outranks the supporting chunk (rank 2 → rank 29).",
        location: { path: "docs/products/gw-10.md", line: 12, endLine: 30 },
        baseRank: 2,
        headRank: 29,
      }),
    ],
  });
}

/** product_docs loses 3 of 13 train questions (the band allows 1): a deleted section, an edited section, an outranked chunk. */
function failingReport(): PullRequestReport {
  const source = buildSource({
    hits: 10,
    questions: [
      buildQuestion({ id: "lum-002", question: "How long is the TS-200 warranty?", firstRelevantRank: 6 }),
      buildQuestion({ id: "lum-009", question: "Which gateway supports OPC-UA?", firstRelevantRank: 4 }),
      buildQuestion({ id: "lum-034", question: "My order arrived broken. How do I get a replacement?", firstRelevantRank: null }),
    ],
  });
  return buildPullRequestReport({
    check: buildCheckReport({ sources: [source] }),
    regressions: [
      buildRegression({
        questionId: "lum-034",
        question: "My order arrived broken. How do I get a replacement?",
        cause: "deleted-section",
        message:
          "The section that answered it was deleted at docs/products/returns-policy.md:17 (`Damaged in transit`), and nothing like it is left: the answer is gone from the corpus (rank 1 → not retrieved). If that is intended, key the question to where the answer is now, or write `supporting: []`.",
        location: { path: "docs/products/returns-policy.md", line: 16 },
        deleted: { path: "docs/products/returns-policy.md", line: 17 },
        baseRank: 1,
        headRank: null,
      }),
      buildRegression(),
      buildRegression({
        questionId: "lum-009",
        question: "Which gateway supports OPC-UA?",
        cause: "outranked",
        message: "docs/products/gw-20.md:1-18 (added in this pull request) now outranks the supporting chunk (rank 1 → rank 4).",
        location: { path: "docs/products/gw-20.md", line: 1, endLine: 18 },
        baseRank: 1,
        headRank: 4,
      }),
    ],
  });
}

/** A renamed heading: the source still passes on the rest, the label is stale, so the check is an error. */
function staleReport(): PullRequestReport {
  const problem = buildLabelProblem({
    line: 212,
    message: 'heading "Returns > Damaged in transit" matches no section of docs/products/returns-policy.md ("Returns Policy")',
    suggestions: ["Returns > Damage claims"],
    hint: "did you mean `Returns > Damage claims`?",
  });
  const source = buildSource({
    hits: 12,
    verdict: "error",
    summary: "1 golden-set label on this source's documents no longer fits the corpus (`lum-034`), so that question was not scored and the numbers leave it out.",
    notes: ["Without it: Train recall@3 0.92 is 1 question below the baseline 1.00 (13 of 13 train questions), inside the 95% noise band of 1."],
  });
  return buildPullRequestReport({
    check: buildCheckReport({ sources: [source], labelProblems: [problem] }),
    staleLabels: [buildStaleLabel({ ...problem, question: "My order arrived broken. How do I get a replacement?", location: { path: "docs/products/returns-policy.md", line: 17 }, baseRank: 1 })],
  });
}

/** Document-derived text everywhere a report can carry it. */
function hostileReport(): PullRequestReport {
  const source = buildSource({ id: HOSTILE, hits: 11, questions: [buildQuestion({ id: HOSTILE, question: HOSTILE })], notes: [`Note about \`${HOSTILE}\` ${HOSTILE}`] });
  const problem = buildLabelProblem({ questionId: HOSTILE, file: `${HOSTILE}.yaml`, line: 1, document: `docs/${HOSTILE}.md`, message: HOSTILE, suggestions: [HOSTILE], hint: `did you mean \`${HOSTILE}\`?` });
  return buildPullRequestReport({
    registryPath: `docs/${HOSTILE}.yml`,
    check: buildCheckReport({
      registry: `docs/${HOSTILE}.yml`,
      sources: [source],
      unanswerable: [{ id: HOSTILE, question: HOSTILE }],
      labelProblems: [problem],
      warnings: [`${HOSTILE} and \`${HOSTILE}\``],
    }),
    touched: [{ id: HOSTILE, reason: HOSTILE }],
    skipped: [{ id: HOSTILE, reason: HOSTILE }],
    regressions: [
      buildRegression({
        sourceId: HOSTILE,
        questionId: HOSTILE,
        question: HOSTILE,
        cause: "deleted-section",
        message: `The section that answered it was deleted at docs/${HOSTILE}.md:3 (\`${HOSTILE}\`), and nothing like it is left.`,
        location: { path: `docs/${HOSTILE}.md`, line: 2 },
        deleted: { path: `docs/${HOSTILE}.md`, line: 3 },
        headRank: null,
      }),
    ],
    staleLabels: [buildStaleLabel({ ...problem, question: HOSTILE, sourceId: "", location: { path: `docs/${HOSTILE}.md`, line: 3 } })],
  });
}

/** A large failing report: three sources, 60 regressions, many skipped and unanswerable questions. */
function largeReport(): PullRequestReport {
  const sources = ["alpha", "beta", "gamma"].map((id) => buildSource({ id, hits: 8, questions: Array.from({ length: 5 }, (_, i) => buildQuestion({ id: `${id}-${i}` })) }));
  return buildPullRequestReport({
    check: buildCheckReport({
      sources,
      unanswerable: Array.from({ length: 30 }, (_, i) => ({ id: `u-${i}`, question: `Unanswerable question number ${i}?` })),
      warnings: Array.from({ length: 5 }, (_, i) => `Warning ${i}: docs/draft-${i}.md matches no source in chunkgate.yml.`),
    }),
    skipped: Array.from({ length: 20 }, (_, i) => ({ id: `skipped_${i}`, reason: "no changed file matches its globs" })),
    regressions: Array.from({ length: 60 }, (_, i) =>
      buildRegression({
        sourceId: sources[i % 3]!.id,
        questionId: `q-${String(i).padStart(3, "0")}`,
        message: `The supporting section was edited at docs/page-${i}.md:${i + 1}; its chunk fell from rank 1 → rank 9.`,
        location: { path: `docs/page-${i}.md`, line: i + 1 },
        headRank: 9,
      }),
    ),
  });
}

describe("renderPullRequestMarkdown", () => {
  it("renders a passing pull request", async () => {
    const md = renderPullRequestMarkdown(passingReport());
    expectSafeReport(md);
    await expectGolden("pr-pass.md", md);
  });

  it("renders a failing pull request with a deleted section, an edited section and an outranked chunk", async () => {
    const report = failingReport();
    const md = renderPullRequestMarkdown(report);
    expectSafeReport(md);
    const lines = md.split("\n");
    expect(lines[3]).toBe("❌ **fail**: `product_docs` lost 3 questions against its baseline (band allows 1) — 1 lost its section, which was deleted; 3 questions hit at the base miss at head (`lum-034`, `lum-002`, `lum-009`)");
    expect(md).toContain("- **lum-034** · `product_docs` · train · section deleted at `docs/products/returns-policy.md:17` · rank 1 → not in the top 100");
    expect(md).toContain("The section that answered it was deleted at docs/products/returns-policy.md:17 (`Damaged in transit`)");
    expect(md).toContain("section edited at `docs/products/ts-200.md:41-44` · rank 1 → rank 6");
    expect(md).not.toContain("Stale labels");
    await expectGolden("pr-fail.md", md);
  });

  it("lists a renamed heading once, as a stale label with its fix and the relabel command, and calls the check an error", async () => {
    const md = renderPullRequestMarkdown(staleReport());
    expectSafeReport(md);
    expect(md.split("\n")[3]).toMatch(/^⛔ \*\*error\*\*: 1 golden-set label no longer fits the corpus \(stale label\), so its question was not scored\. `chunkgate relabel --write` applies its fix/);
    expect(md.match(/lum-034/g)).toHaveLength(2); // the stale-label item and the source's summary in its details
    expect(md).toContain("### Stale labels (1)");
    expect(md).toContain("- **lum-034** · `product_docs` · train · key `evals/retrieval.yaml:212` (`supporting[0]`) · changed at `docs/products/returns-policy.md:17` · rank 1 → not scored");
    expect(md).toContain("Fix: did you mean `Returns > Damage claims`?");
    expect(md).not.toContain("Regressed questions");
    expect(md).toContain("| product\\_docs | ⛔ **error** |");
    await expectGolden("pr-stale.md", md);
  });

  it("neutralises a hostile heading and question everywhere", async () => {
    const md = renderPullRequestMarkdown(hostileReport());
    const tree = expectSafeReport(md);
    // The tag is text to show, never HTML; outside code spans (which GitHub shows literally and never
    // scans for mentions or references) the mention and the issue reference are broken.
    const nodes = descendants(tree);
    expect(nodes.filter((n) => n.type === "html" && /<img|@octocat|#1/.test(n.value ?? ""))).toEqual([]);
    expect(nodes.filter((n) => n.type === "text" && n.value!.includes("<img src=x onerror=alert(1)>")).length).toBeGreaterThan(5);
    expect(nodes.filter((n) => n.type === "text" && /@octocat|#1/.test(n.value ?? ""))).toEqual([]);
    // The table still has its eight columns: the pipe in the source id did not add one.
    const table = tree.children!.find((n) => n.type === "table")!;
    expect(table.children!.map((row) => row.children!.length)).toEqual([8, 8]);
    expect(textOf(table.children![1]!.children![0]!).replace(/\u200b/g, "")).toBe(HOSTILE);
    // The registry marker cannot be closed early by the path and is found again by its own marker.
    expect(md.startsWith(`${commentMarker(`docs/${HOSTILE}.yml`)}\n`)).toBe(true);
    expect(md.split("-->")).toHaveLength(3);
    await expectGolden("pr-hostile.md", md);
  });

  it("cuts details first, then the tail of the regressions, keeping the markers and the verdict line", async () => {
    const report = largeReport();
    const full = renderPullRequestMarkdown(report);
    const md = renderPullRequestMarkdown(report, { maxLength: 4_000 });
    expect(full.length).toBeGreaterThan(4_000);
    expect(md.length).toBeLessThanOrEqual(4_000);
    expect(md).toMatch(/^<!-- chunkgate:registry=chunkgate\.yml -->\n<!-- chunkgate:head=8f14e45fceea167a5a36dedd4bea2543c0ffee01 -->\n\n❌ \*\*fail\*\*: /);
    expect(md).toMatch(/^… \d+ more regressed questions not shown \(see the job summary \/ JSON report\)\.$/m);
    expect(md).toContain("… Left out to stay under GitHub's comment size limit:");
    expect(md).not.toContain("<details>");
    expectSafeReport(md);
    await expectGolden("pr-cut.md", md);
  });

  it("never exceeds maxLength and never loses the markers or the verdict line, at any limit", () => {
    for (const report of [largeReport(), failingReport(), hostileReport(), staleReport()]) {
      const full = renderPullRequestMarkdown(report);
      const head = full.slice(0, full.indexOf("\n", full.indexOf("**")) + 1);
      for (let max = head.length; max <= full.length + 10; max += 401) {
        const md = renderPullRequestMarkdown(report, { maxLength: max });
        expect(md.length).toBeLessThanOrEqual(max);
        expect(md.startsWith(head)).toBe(true);
        expectSafeReport(md);
      }
      expect(renderPullRequestMarkdown(report, { maxLength: 10 })).toBe(head);
    }
  });

  it("keeps a comment's last line whole and the whole body under GitHub's limit", () => {
    const report = largeReport();
    const line = `<!-- chunkgate-state ${"x".repeat(63_000)} -->`;
    const body = renderComment(report, line);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.endsWith(`\n${line}`)).toBe(true);
    expect(body.slice(0, -line.length - 1)).toBe(renderPullRequestMarkdown(report, { maxLength: 65_536 - line.length - 1 }));
    expect(renderComment(report, "")).toBe(renderPullRequestMarkdown(report, { maxLength: 65_536 }));
  });

  it("names every regression that it does not show, and shows the most important ones", () => {
    const report = largeReport();
    const md = renderPullRequestMarkdown(report, { maxLength: 6_000 });
    const shown = [...md.matchAll(/^- \*\*(q-\d+)\*\*/gm)].map((m) => m[1]);
    const hidden = Number(/… (\d+) more regressed questions/.exec(md)![1]);
    expect(shown).toEqual(report.regressions.slice(0, shown.length).map((r) => r.questionId));
    expect(shown.length + hidden).toBe(60);
  });

  it("renders a source skipped for a missing embeddings key: the fix under the verdict, nothing measured, the embedding cost", async () => {
    const skipped = buildSource({
      id: "product_docs",
      train: metricsOf(0, 0),
      heldOut: metricsOf(0, 0),
      band: null,
      verdict: "skipped",
      summary: "Not scored: the embeddings API key is not available: `OPENAI_API_KEY` is not set, and 12 of the 640 texts of `product_docs` are not in the cache.",
      fix: "set `OPENAI_API_KEY` (in a workflow, `env: { OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }} }`); pull requests from forks get no secrets, so evaluate them with the two-workflow pattern, or on `pull_request_target` for trusted authors only",
    });
    const report = buildPullRequestReport({
      check: buildCheckReport({
        sources: [skipped, buildSource({ id: "policy_docs" })],
        retriever: "embeddings(host=api.openai.com,model=text-embedding-3-small)",
        embeddings: { texts: 640, hits: 628, misses: 12, embedded: 0, requests: 0, retries: 0, tokens: 0 },
      }),
      touched: [
        { id: "product_docs", reason: "docs/products/gw-10.md changed" },
        { id: "policy_docs", reason: "docs/policies/returns.md changed" },
      ],
    });
    expect(report.check.verdict).toBe("skipped");
    const md = renderPullRequestMarkdown(report);
    expectSafeReport(md);
    const paragraphs = md.split("\n\n");
    expect(paragraphs[1]).toMatch(/^⏭️ \*\*skipped\*\*: `product_docs`: Not scored: the embeddings API key is not available/);
    expect(paragraphs[2]).toMatch(/^Fix: set `OPENAI_API_KEY`/);
    expect(md).toContain("| product\\_docs | ⏭️ **skipped** | – | – | – | 174 | 7,105 | – |");
    expect(md).toContain("embeddings: 640 texts: 628 from the cache, none embedded</sub>");
    await expectGolden("pr-skipped.md", md);
  });

  it("says when on-regression: comment kept a failing check green", () => {
    const md = renderPullRequestMarkdown({ ...failingReport(), failureDowngraded: true }, { maxLength: 400 });
    expect(md.split("\n\n")[2]).toBe("The check was not failed because this workflow sets `on-regression: comment`.\n");
  });

  it("lists skipped sources even when nothing was evaluated", () => {
    const md = renderPullRequestMarkdown(buildPullRequestReport({ check: buildCheckReport({ sources: [], verdict: "pass" }), skipped: [{ id: "faq", reason: "no changed file matches its globs" }] }));
    expectSafeReport(md);
    expect(md).toContain("✅ **pass**: no registered source is touched, so nothing needed scoring");
    expect(md).toContain("<summary>1 source not touched by this PR: faq</summary>");
  });

  it("says when the base could not be read", () => {
    const md = renderPullRequestMarkdown(buildPullRequestReport({ baseSha: null }));
    expect(md).toContain("The base could not be read, so no question was compared with its result before this change.");
    expect(md).toContain("· base unavailable ·");
  });

  it("is deterministic and records the head for the action to compare", () => {
    const report = failingReport();
    expect(renderPullRequestMarkdown(report)).toBe(renderPullRequestMarkdown(structuredClone(report)));
    expect(parseHeadMarker(renderPullRequestMarkdown(report))).toBe(report.headSha);
    const nodes = descendants(expectSafeReport(renderPullRequestMarkdown(report)));
    expect(nodes.filter((n) => n.type === "heading").map(textOf)).toEqual(["Regressed questions (3): hit at the base, missed at head"]);
  });
});
