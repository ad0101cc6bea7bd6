import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixture } from "../helpers/evaluateFixture.js";
import { runCliBundle, runCliInProcess, type CliOutcome } from "../helpers/runCliCapture.js";
import { tempDir } from "../helpers/tempDir.js";
import { tempFixture } from "../helpers/tempRepo.js";

interface Case {
  name: string;
  /** Makes the repository to run in; returns its path. */
  repo: () => Promise<string>;
  argv: string[];
  expect: (outcome: CliOutcome, repo: string) => void | Promise<void>;
}

const lumen = async () => fixture("lumen");

/** A repository of one MDX page whose JavaScript (an import, an export, an expression, JSX around a heading) only acorn reads. */
async function mdxRepo(): Promise<string> {
  const dir = await tempDir("chunkgate-mdx");
  await mkdir(join(dir, "docs"));
  await mkdir(join(dir, "evals"));
  const page = ["---", "title: Guide", "---", 'import { Tabs, TabItem } from "./tabs.js";', "export const version = 3;", "", "# Guide", "", "Intro {version} text.", "", "<Tabs>", '  <TabItem label="npm">', "    ## Install with npm", "", "    Run the installer.", "  </TabItem>", "</Tabs>", ""];
  await writeFile(join(dir, "docs/guide.mdx"), page.join("\n"));
  await writeFile(join(dir, "chunkgate.yml"), ["version: 1", "questions: evals/q.yaml", "sources:", "  - id: docs", '    include: ["docs/**/*.mdx"]', "    chunking: { strategy: structural, unit: words, size: 50, overlap: 0 }", ""].join("\n"));
  await writeFile(join(dir, "evals/q.yaml"), ["- question_id: q1", "  question: how to install with npm", "  supporting:", "    - document: docs/guide.mdx", '      heading: ["Guide", "Install with npm"]', ""].join("\n"));
  return dir;
}

const cases: Case[] = [
  {
    name: "check on the bundled example reaches a verdict and exits 0",
    repo: lumen,
    argv: ["check"],
    expect: ({ code, stdout }) => {
      expect(code).toBe(0);
      expect(stdout).toMatch(/^product_docs · structural 120\/20 words, context header · PASS$/m);
      expect(stdout).toMatch(/^ {2}train {12}13 {5}1\.000/m);
      expect(stdout).toMatch(/^Verdict: PASS$/m);
    },
  },
  {
    name: "check fails with exit 1 when indexing stops carrying headings",
    repo: () => tempFixture("lumen", { "chunkgate.yml": (t) => t.replace("overlap: 20", "overlap: 20\n      context_header: false") }),
    argv: ["check"],
    expect: ({ code, stdout }) => {
      expect(code).toBe(1);
      expect(stdout).toMatch(/FAIL/);
      expect(stdout).toMatch(/questions below the baseline 1\.00 \(13 of 13 train questions\); the 95% noise band allows 1\./);
    },
  },
  {
    name: "a typo in the registry exits 2 naming the file, the line and the fix",
    repo: () => tempFixture("lumen", { "chunkgate.yml": (t) => t.replace("questions: evals", "questons: evals") }),
    argv: ["check"],
    expect: ({ code, stderr, stdout }) => {
      expect(code).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toMatch(/chunkgate\.yml:3/);
      expect(stderr).toMatch(/did you mean `questions`/);
      expect(stderr).not.toMatch(/\n\s+at /); // no stack trace for a user mistake
    },
  },
  {
    name: "a renamed supporting heading exits 2 as a stale label with the closest heading",
    repo: () =>
      tempFixture("lumen", {
        "docs/products/ts-200-temperature-sensor.md": (t) => t.replace("## Operating temperature", "## Operating temperatures"),
      }),
    argv: ["check"],
    expect: ({ code, stdout }) => {
      expect(code).toBe(2);
      expect(stdout).toMatch(/evals\/retrieval\.yaml:\d+: lum-001: heading "Specifications > Operating temperature" matches no section/);
      expect(stdout).toMatch(/did you mean `Specifications > Operating temperatures`\?/);
      // the printed verdict is the one the exit code stands for, with its reason
      expect(stdout).toMatch(/^product_docs · structural 120\/20 words, context header · ERROR$/m);
      expect(stdout.trimEnd().split("\n").at(-1)).toMatch(/^Verdict: ERROR — 1 golden-set label no longer fits the corpus \(stale label\), so its question was not scored\. `chunkgate relabel --write` applies its fix/);
    },
  },
  {
    name: "a heading renamed beyond spelling distance is matched by the words it kept",
    repo: () => tempFixture("lumen", { "docs/products/returns-policy.md": (t) => t.replace("## Damaged in transit", "## Damage claims") }),
    argv: ["check"],
    expect: ({ code, stdout }) => {
      expect(code).toBe(2);
      expect(stdout).toMatch(/lum-034: heading "Damaged in transit" matches no section of docs\/products\/returns-policy\.md \("Returns Policy"\)/);
      expect(stdout).toMatch(/did you mean `Damage claims`\?/);
    },
  },
  {
    name: "an unknown command exits 2 with a hint",
    repo: lumen,
    argv: ["chek"],
    expect: ({ code, stderr }) => {
      expect(code).toBe(2);
      expect(stderr).toMatch(/unknown command "chek"/);
    },
  },
  {
    name: "an unknown source exits 2 listing the known ones",
    repo: lumen,
    argv: ["check", "--source", "nope"],
    expect: ({ code, stderr }) => {
      expect(code).toBe(2);
      expect(stderr).toMatch(/no source "nope".*\n.*use one of: product_docs/);
    },
  },
  {
    name: "chunks --json prints one JSON line per chunk with its path, heading path and lines",
    repo: lumen,
    argv: ["chunks", "--source", "product_docs", "--json"],
    expect: ({ code, stdout }) => {
      expect(code).toBe(0);
      const lines = stdout.trim().split("\n").map((l) => JSON.parse(l));
      expect(lines).toHaveLength(174);
      expect(Object.keys(lines[0])).toEqual(["id", "path", "title", "heading_path", "start_line", "end_line", "words", "tokens", "start_offset", "end_offset", "text", "embed_text"]);
      expect(lines.every((l) => l.words <= 120)).toBe(true);
      expect(lines.every((l) => l.end_offset > l.start_offset)).toBe(true);
    },
  },
  {
    // the bundle keeps acorn in a file of its own, loaded only for MDX (see loadJsParser): this proves it is found and used
    name: "chunks --json reads MDX with its JavaScript parsed: imports and expressions left out, a heading inside JSX a section",
    repo: mdxRepo,
    argv: ["chunks", "--source", "docs", "--json", "--no-cache"],
    expect: ({ code, stdout, stderr }) => {
      expect(code).toBe(0);
      expect(stderr).not.toMatch(/not valid MDX/);
      const lines = stdout.trim().split("\n").map((l) => JSON.parse(l));
      expect(lines.map((l) => [l.heading_path, l.start_line, l.text])).toEqual([
        [["Guide"], 9, "Intro  text."],
        [["Guide", "Install with npm"], 15, "    Run the installer."],
      ]);
    },
  },
  {
    name: "chunks --warnings lists the warning counts and the worst chunks with file:line",
    repo: lumen,
    argv: ["chunks", "--source", "product_docs", "--warnings", "--limit", "3"],
    expect: ({ code, stdout }) => {
      expect(code).toBe(0);
      expect(stdout).toMatch(/^product_docs: \d+\.\d% of 174 chunks flagged/);
      expect(stdout).toMatch(/^  orphan \d+ · mid-sentence \d+ · pronoun-start \d+ · empty-heading \d+ · over-budget \d+$/m);
      const worst = stdout.split("worst chunks")[1]!.trim().split("\n").slice(1);
      expect(worst).toHaveLength(3);
      for (const line of worst) expect(line).toMatch(/^  docs\/[\w/.-]+\.md:\d+  (orphan|mid-sentence|pronoun-start|empty-heading|over-budget)/);
    },
  },
  {
    name: "chunks --json gives a parent-child child its parent: id, lines and counts",
    repo: () => tempFixture("lumen", { "chunkgate.yml": (t) => t.replace("strategy: structural", "strategy: parent-child").replace("overlap: 20", "overlap: 2\n      child_size: 10") }),
    argv: ["chunks", "--source", "product_docs", "--json"],
    expect: ({ code, stdout }) => {
      expect(code).toBe(0);
      const lines = stdout.trim().split("\n").map((l) => JSON.parse(l));
      expect(lines.every((l) => /#p\d{4}$/.test(l.parent.id) && l.parent.start_line <= l.start_line && l.end_line <= l.parent.end_line)).toBe(true);
      expect(lines.every((l) => l.tokens <= l.parent.tokens)).toBe(true);
    },
  },
  {
    name: "explain shows the top k with relevance and where the supporting chunks ranked",
    repo: lumen,
    argv: ["explain", "lum-028"],
    expect: ({ code, stdout }) => {
      expect(code).toBe(0);
      expect(stdout).toMatch(/^MISS: no supporting chunk in the top 3\.$/m);
      expect(stdout).toMatch(/^ {2}rank 29: /m);
    },
  },
  {
    name: "--json writes the full report with its schema version",
    repo: () => tempFixture("lumen"),
    argv: ["check", "--json", "out/report.json"],
    expect: async ({ code }, repo) => {
      expect(code).toBe(0);
      const report = JSON.parse(await readFile(join(repo, "out/report.json"), "utf8"));
      expect(report.schemaVersion).toBe(3);
      expect(report.sources[0].train.questions).toBe(13);
      expect(report.sources[0].questions.find((q: { id: string }) => q.id === "lum-028")).toMatchObject({ split: "held_out", hit: false, firstRelevantRank: 29 });
    },
  },
];

describe.each([
  ["in-process", runCliInProcess],
  ["through the bundled dist/cli/index.js", runCliBundle],
] as const)("chunkgate CLI, %s", (_mode, run) => {
  it.each(cases)("$name", async (c) => {
    const repo = await c.repo();
    await c.expect(await run(c.argv, repo), repo);
  });
});
