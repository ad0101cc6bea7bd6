import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitChangedFiles } from "../../../src/changes/gitChangedFiles.js";
import { renderComment, renderPullRequestText } from "../../../src/report/index.js";
import { decidePullRequestOutcome, runPullRequestCheck } from "../../../src/usecases/pullRequest/runPullRequestCheck.js";
import { parseYamlText } from "../../../src/parseYamlText.js";
import { fixture } from "../../helpers/evaluateFixture.js";
import { gitRepoFrom } from "../../helpers/gitRepo.js";
import { expectSafeReport } from "../../report/markdownTree.js";

const RETURNS = "docs/products/returns-policy.md";
const SENSOR = "docs/products/ts-200-temperature-sensor.md";
/** A section about something no Lumen question asks, after the returns policy's last section. */
const EXCHANGES = "\n## Exchanges\n\nSwap an unopened cable kit for another length within 60 days; the courier label is prepaid.\n";

/** Commits `edits` on top of the Lumen fixture and checks the pull request as the action does. */
async function pullRequest(edits: Record<string, (text: string) => string>) {
  const { repo, first } = await gitRepoFrom(fixture("lumen"));
  const changes: Record<string, string> = {};
  for (const [path, edit] of Object.entries(edits)) changes[path] = edit(await readFile(join(repo.dir, path), "utf8"));
  const head = await repo.commit("the pull request", changes);
  const { mergeBase, files } = await gitChangedFiles({ cwd: repo.dir, base: first, head });
  return runPullRequestCheck({ root: repo.dir, scope: "changed", headSha: head, baseCommit: mergeBase, changes: files, onRegression: "fail" });
}

/** What a YAML text holds, as a golden-set reader sees it. */
function yamlValue(text: string): unknown {
  return parseYamlText(text).doc.toJS();
}

/** The line of `heading` in `text`, 1-based. */
function lineOf(text: string, heading: string): number {
  return text.split("\n").indexOf(heading) + 1;
}

describe("patch coverage of a pull request", () => {
  it("notes a new section no question keys with its file:line and a draft to paste, and leaves the verdict alone by default", async () => {
    const report = await pullRequest({ [RETURNS]: (t) => t + EXCHANGES });
    const patch = report.patchCoverage!;
    expect(patch).toMatchObject({ patch: "note", min: 0.5, sections: 1, covered: 0 });
    const line = lineOf((await readFile(join(fixture("lumen"), RETURNS), "utf8")) + EXCHANGES, "## Exchanges");
    expect(patch.uncovered).toMatchObject([{ sourceId: "product_docs", path: RETURNS, line, headingPath: ["Returns Policy", "Exchanges"] }]);
    const draft = patch.uncovered[0]!.draft!;
    expect(draft).toMatchObject({ document: RETURNS, heading: ["Returns Policy", "Exchanges"], line });
    expect(EXCHANGES).toContain(draft.span);
    // the YAML is golden-set entries, as `chunkgate suggest` writes them
    expect(yamlValue(patch.yaml)).toEqual([{ question_id: draft.id, question: draft.question, supporting: [{ document: RETURNS, heading: ["Returns Policy", "Exchanges"] }, { document: RETURNS, span: draft.span }] }]);
    expect(decidePullRequestOutcome(report).reasons.join(" ")).not.toMatch(/patch coverage/);

    const comment = renderComment(report);
    expectSafeReport(comment);
    expect(comment).toContain("**Patch coverage:** 0% · 0 of 1 new or changed section keyed by a golden-set question.\n\n");
    expect(comment).toContain(`- \`${RETURNS}:${line}\` Returns Policy &gt; Exchanges (\`product_docs\`)`);
    expect(comment).toContain("<summary>Drafted questions for 1 uncovered section</summary>");
    expect(comment).toContain(`\`\`\`yaml\n${patch.yaml}\`\`\``);
    const text = renderPullRequestText(report);
    expect(text).toContain(`Patch coverage: 0% · 0 of 1 new or changed section keyed by a golden-set question\n  uncovered: ${RETURNS}:${line} · Returns Policy > Exchanges · product_docs\n`);
    expect(text).toContain(patch.yaml);
  });

  it("raises the verdict to fail under `coverage: { patch: fail, min: 0.5 }`, with a reason naming the figure", async () => {
    const report = await pullRequest({
      [RETURNS]: (t) => t + EXCHANGES,
      "chunkgate.yml": (t) => t.replace("noise: { method: binomial, confidence: 0.95 }", "$&\ncoverage: { patch: fail, min: 0.5 }"),
    });
    expect(report.patchCoverage).toMatchObject({ patch: "fail", min: 0.5, sections: 1, covered: 0 });
    expect(report.check.verdict).toBe("fail");
    const outcome = decidePullRequestOutcome(report);
    expect(outcome.verdict).toBe("fail");
    expect(outcome.reasons).toContain("patch coverage 0% (0 of 1 new or changed section keyed by a question) is below `coverage.min` 50%");
    expect(renderComment(report)).toContain("Below `coverage.min` 50%: **fail**.");
    expect(renderPullRequestText(report)).toContain("(below coverage.min 50%: fail)");
  });

  it("counts a new section a question keys, and an edited one a question keys, as covered: 100%", async () => {
    const report = await pullRequest({
      [RETURNS]: (t) => t.replace("within 30 days of delivery", "within 30 days of delivery (45 days for members)") + EXCHANGES,
      "evals/retrieval.yaml": (t) => `${t}\n- question_id: lum-exchange\n  question: "How long can I swap a cable kit for another length?"\n  supporting:\n    - document: "Returns Policy"\n      heading: ["Exchanges"]\n`,
    });
    expect(report.patchCoverage).toMatchObject({ sections: 2, covered: 2, uncovered: [], yaml: "" });
    expect(renderComment(report)).toContain("**Patch coverage:** 100% · 2 of 2 new or changed sections keyed by a golden-set question.");
    expect(renderComment(report)).not.toContain("Drafted questions");
  });

  it("keeps a renamed section covered when the stale key follows its text there", async () => {
    const report = await pullRequest({ [SENSOR]: (t) => t.replace("### Operating temperature", "### Operating temperatures") });
    expect(report.staleLabels.map((l) => l.movedTo?.heading)).toEqual([["Specifications", "Operating temperatures"]]);
    expect(report.patchCoverage).toMatchObject({ sections: 1, covered: 1, uncovered: [] });
  });

  it("escapes hostile heading text: nothing can close the fence, the details block or imitate a marker", async () => {
    const hostile = "## Use `<!-- chunkgate:registry=x -->` ``` and ```` <!-- chunkgate:head=1 --> </details> @octocat #12\n\nRun the ```` fence ```` tool </details> <!-- chunkgate:head=0 --> with care before calibration.\n";
    const report = await pullRequest({ [RETURNS]: (t) => `${t}\n${hostile}` });
    const patch = report.patchCoverage!;
    expect(patch.uncovered).toHaveLength(1);
    expect(patch.uncovered[0]!.draft).not.toBeNull();
    const comment = renderComment(report);
    expectSafeReport(comment);
    expect(comment.split("\n").filter((l) => l.includes("<!-- chunkgate")).length).toBe(2);
    // the drafts sit in one fence, longer than any backtick run inside, and read back as the same YAML
    const fenced = /^(`{5,})yaml\n([\s\S]*?)^\1$/m.exec(comment);
    expect(fenced).not.toBeNull();
    expect(yamlValue(fenced![2]!)).toEqual(yamlValue(patch.yaml));
    expect(fenced![2]).not.toContain("<");
    expect(fenced![2]).toContain("\\u003c!-- chunkgate:registry=x -->");
  });
});
