import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateActionReport } from "../../../src/action/validateActionReport.js";
import type { Document } from "../../../src/corpus/types.js";
import { loadWorkspace } from "../../../src/usecases/check/loadWorkspace.js";
import { closeRunCache, openRunCache } from "../../../src/usecases/check/runCache.js";
import { runCheck } from "../../../src/usecases/check/runCheck.js";
import { sourceCoverage, sourceCoverageSummary } from "../../../src/usecases/check/sourceCoverage.js";
import { runPullRequestCheck } from "../../../src/usecases/pullRequest/runPullRequestCheck.js";
import { fixture } from "../../helpers/evaluateFixture.js";
import { runCliInProcess } from "../../helpers/runCliCapture.js";
import { tempDir } from "../../helpers/tempDir.js";

/** A repository of one page: a keyed section, a span-keyed one, an unkeyed one and a heading with no text of its own. */
async function guideRepo(): Promise<string> {
  const dir = await tempDir("coverage");
  await mkdir(join(dir, "docs"));
  await mkdir(join(dir, "evals"));
  const page = ["# Guide", "", "## Install", "", "### Linux", "", "Run the installer with sudo.", "", "### Windows", "", "Double-click the installer file.", "", "## Upgrade", "", "Stop the service before you upgrade it.", ""];
  await writeFile(join(dir, "docs/guide.md"), page.join("\n"));
  await writeFile(join(dir, "chunkgate.yml"), ["version: 1", "questions: evals/q.yaml", "sources:", "  - id: docs", '    include: ["docs/**/*.md"]', "    chunking: { strategy: structural, unit: words, size: 50, overlap: 0 }", ""].join("\n"));
  const questions = ["- question_id: q1", "  question: how to install on linux", "  supporting:", "    - document: docs/guide.md", '      heading: ["Install", "Linux"]', "- question_id: q2", "  question: what to do before an upgrade", "  supporting:", '    - span: "Stop the service"', ""];
  await writeFile(join(dir, "evals/q.yaml"), questions.join("\n"));
  return dir;
}

/** Makes reading any of `documents`' sections throw (the same objects, so their content keys stay). */
function seal(documents: readonly Document[]): void {
  for (const d of documents) {
    Object.defineProperty(d, "sections", {
      get: () => {
        throw new Error(`sections of ${d.path} read`);
      },
    });
  }
}

describe("coverage in chunkgate check", () => {
  it("gives a warm check the figures a full count gives, without reading any document's sections", async () => {
    for (const root of [fixture("lumen"), fixture("policies"), await guideRepo()]) {
      const full = await loadWorkspace({ root });
      const expected = await Promise.all(full.registry.sources.map(async (source) => (await sourceCoverage(full, source)).summary));
      // without a cache, and on the run that fills it: the rows are counted from the sections
      expect(await Promise.all(full.registry.sources.map((source) => sourceCoverageSummary(full, source)))).toEqual(expected);
      const dir = await tempDir("coverage-cache");
      const filling = openRunCache({ root, dir, warn: () => {} });
      const { report } = await runCheck({ root, prepared: filling.prepared! });
      closeRunCache(filling);
      expect(report.sources.map((s) => s.coverage)).toEqual(expected);
      const warm = openRunCache({ root, dir, warn: () => {} });
      const workspace = await loadWorkspace({ root, prepared: warm.prepared! });
      seal([...workspace.documents.values()].flat());
      expect(await Promise.all(workspace.registry.sources.map((source) => sourceCoverageSummary(workspace, source)))).toEqual(expected);
      closeRunCache(warm);
    }
  });


  it("counts the sections with text the golden set keys, and their tokens, as the cost counts the source", async () => {
    const { report } = await runCheck({ root: fixture("lumen") });
    const [source] = report.sources;
    // 23 answerable questions; two of them key the same section
    expect(source!.coverage).toMatchObject({ sections: 174, coveredSections: 22, tokens: source!.cost.sourceTokens });
    expect(source!.coverage!.coveredTokens).toBeGreaterThan(0);
    expect(source!.coverage!.coveredTokens).toBeLessThan(source!.coverage!.tokens);
  });

  it("prints one coverage line per source and puts the figures in the JSON report", async () => {
    const repo = await guideRepo();
    const text = await runCliInProcess(["check"], repo);
    // Guide (no text of its own: not counted), Install (no text), Linux (heading key), Windows (none), Upgrade (span key)
    expect(text.stdout).toMatch(/^ {2}coverage: 2 of 3 sections \(66\.7%\), 14 of 20 content tokens \(70\.0%\) keyed by a question$/m);
    const json = await runCliInProcess(["check", "--format", "json"], repo);
    const report = JSON.parse(json.stdout) as { sources: Array<{ coverage: unknown }> };
    expect(report.sources[0]!.coverage).toEqual({ sections: 3, coveredSections: 2, tokens: 20, coveredTokens: 14 });
  });

  it("leaves coverage out of a pull request's sources, and the action's report schema keeps it when present", async () => {
    const report = await runPullRequestCheck({ root: fixture("lumen"), scope: "all", headSha: "a".repeat(40), baseCommit: null, changes: [], onRegression: "fail" });
    const json = JSON.parse(JSON.stringify({ ...report, pullRequest: { owner: "octo-org", repo: "docs", number: 7 } })) as Record<string, unknown> & { check: { sources: Array<Record<string, unknown>> } };
    expect(json.check.sources[0]!.coverage).toBeUndefined();
    const coverage = { sections: 174, coveredSections: 22, tokens: 5677, coveredTokens: 847 };
    json.check.sources[0]!.coverage = coverage;
    const validated = validateActionReport(json, "report.json") as unknown as typeof json;
    expect(validated.check.sources[0]!.coverage).toEqual(coverage);
  });
});
