import { mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseYamlText } from "../../../src/parseYamlText.js";
import { runCheck } from "../../../src/usecases/check/runCheck.js";
import { draftsPath } from "../../../src/usecases/suggest/waitingDrafts.js";
import { draftsYaml } from "../../../src/usecases/suggest/draftsYaml.js";
import { runSuggest } from "../../../src/usecases/suggest/runSuggest.js";
import { runCliInProcess } from "../../helpers/runCliCapture.js";
import { tempDir } from "../../helpers/tempDir.js";

const GUIDE = [
  "# Guide",
  "",
  "Intro for new operators of the gateway.",
  "",
  "## Install",
  "",
  "### Linux",
  "",
  "Run the installer with sudo. The package registers a systemd unit called lumend.",
  "",
  "### Windows",
  "",
  "Double-click the installer file. Windows asks for administrator rights once.",
  "",
  "## Warranty",
  "",
  "24 months.",
  "",
].join("\n");
const REGISTRY = ["version: 1", "questions: evals/q.yaml", "sources:", "  - id: docs", '    include: ["docs/**/*.md"]', "    chunking: { strategy: structural, unit: words, size: 50, overlap: 0 }", ""].join("\n");
const LINUX_QUESTION = ["- question_id: q1", "  question: how to install on linux", "  supporting:", "    - document: docs/guide.md", '      heading: ["Install", "Linux"]', ""].join("\n");

/** A repository with the guide, the registry and, when given, the golden set's text. */
async function repo(golden?: string): Promise<string> {
  const dir = await tempDir("suggest");
  await mkdir(join(dir, "docs"));
  await mkdir(join(dir, "evals"));
  await writeFile(join(dir, "docs/guide.md"), GUIDE);
  await writeFile(join(dir, "chunkgate.yml"), REGISTRY);
  if (golden !== undefined) await writeFile(join(dir, "evals/q.yaml"), golden);
  return dir;
}

describe("chunkgate suggest", () => {
  it.each([
    ["no golden set at all", undefined],
    ["an empty golden set", "[]\n"],
    ["`questions: []`", "questions: []\n"],
  ])("drafts every section with text from %s", async (_, golden) => {
    const result = await runSuggest({ root: await repo(golden) });
    expect(result.uncovered).toBe(4);
    expect(result.undrafted).toEqual([]);
    expect(result.drafts.map((d) => d.heading)).toEqual([["Guide"], ["Guide", "Install", "Linux"], ["Guide", "Install", "Windows"], ["Guide", "Warranty"]]);
    expect(result.drafts.map((d) => d.span)).toEqual(["Intro for new operators of the gateway.", "The package registers a systemd unit called lumend.", "Windows asks for administrator rights once.", "24 months."]);
    expect(result.drafts[1]!.question).toMatch(/^Guide › Install › Linux — \S+ \S+ \S+\?$/);
  });

  it("drafts only for sections no question keys, and every draft it writes covers its own section", async () => {
    const dir = await repo(LINUX_QUESTION);
    const result = await runSuggest({ root: dir });
    expect(result.drafts.map((d) => d.heading.at(-1))).toEqual(["Guide", "Windows", "Warranty"]);
    // the drafts moved into the golden set: every section is covered, by its draft
    await writeFile(join(dir, "evals/q.yaml"), LINUX_QUESTION + result.yaml);
    const { report } = await runCheck({ root: dir });
    expect(report.labelProblems).toEqual([]);
    expect(report.sources[0]!.coverage).toMatchObject({ sections: 4, coveredSections: 4 });
    expect((await runSuggest({ root: dir })).drafts).toEqual([]);
  });

  it("derives ids from the section: the same text gives the same id, an edited section a new one, the others keep theirs", async () => {
    const dir = await repo();
    const before = (await runSuggest({ root: dir })).drafts.map((d) => d.id);
    expect(new Set(before).size).toBe(4);
    expect(before.every((id) => /^draft-[0-9a-f]{12}$/.test(id))).toBe(true);
    expect((await runSuggest({ root: dir })).drafts.map((d) => d.id)).toEqual(before);
    await writeFile(join(dir, "docs/guide.md"), GUIDE.replace("24 months.", "36 months."));
    const after = (await runSuggest({ root: dir })).drafts.map((d) => d.id);
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    expect(after[3]).not.toBe(before[3]);
  });

  it("--write twice adds nothing the second time, and check counts the drafts waiting without changing its verdict", async () => {
    const dir = await repo(LINUX_QUESTION);
    const verdictBefore = (await runCliInProcess(["check", "--format", "json"], dir)).stdout;
    const first = await runCliInProcess(["suggest", "--write", "evals/q.drafts.yaml"], dir);
    expect(first).toMatchObject({ code: 0, stderr: "" });
    expect(first.stdout).toBe("Added 3 drafts to evals/q.drafts.yaml (0 already there or in evals/q.yaml; 3 uncovered sections).\n");
    const written = await readFile(join(dir, "evals/q.drafts.yaml"), "utf8");
    const second = await runCliInProcess(["suggest", "--write", "evals/q.drafts.yaml"], dir);
    expect(second.stdout).toMatch(/^Added 0 drafts .*\(3 already there/);
    expect(await readFile(join(dir, "evals/q.drafts.yaml"), "utf8")).toBe(written);
    const check = await runCliInProcess(["check"], dir);
    expect(check.stdout).toMatch(/^Drafts waiting: 3 in evals\/q\.drafts\.yaml \(chunkgate suggest\); they count for nothing until moved into evals\/q\.yaml$/m);
    const json = JSON.parse((await runCliInProcess(["check", "--format", "json"], dir)).stdout) as { verdict: string; drafts: unknown };
    expect(json.drafts).toEqual({ file: "evals/q.drafts.yaml", waiting: 3 });
    expect(json.verdict).toBe((JSON.parse(verdictBefore) as { verdict: string }).verdict);
  });

  it("refuses to write outside the repository or through a link", async () => {
    const dir = await repo();
    const outside = await tempDir("suggest-outside");
    const away = await runCliInProcess(["suggest", "--write", join(outside, "drafts.yaml")], dir);
    expect(away.code).toBe(2);
    expect(away.stderr).toMatch(/--write .* is outside the repository root/);
    await symlink(join(outside, "target.yaml"), join(dir, "evals/link.yaml"));
    const linked = await runCliInProcess(["suggest", "--write", "evals/link.yaml"], dir);
    expect(linked.code).toBe(2);
    expect(linked.stderr).toMatch(/is a symbolic link/);
    await expect(readFile(join(outside, "target.yaml"), "utf8")).rejects.toThrow();
  });

  it("prints YAML that reads back as the drafts, whatever the headings and spans hold", () => {
    const text = fc.string({ unit: "binary", minLength: 1 });
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 3 }), text, text, (heading, span, question) => {
        const draft = { id: "draft-000000000000", question, document: "docs/a.md", heading, span, line: 1 };
        const { doc } = parseYamlText(draftsYaml([draft]));
        expect(doc.errors).toEqual([]);
        expect(doc.toJS()).toEqual([{ question_id: draft.id, question, supporting: [{ document: "docs/a.md", heading }, { document: "docs/a.md", span }] }]);
      }),
    );
  });

  it("prints the drafted sections as file:line with the entries in a YAML block under --format md, and refuses another format", async () => {
    const dir = await repo(LINUX_QUESTION);
    const md = await runCliInProcess(["suggest", "--format", "md"], dir);
    expect(md.stdout).toMatch(/^### chunkgate suggest: 3 new drafts for 3 uncovered sections$/m);
    expect(md.stdout).toContain("- `docs/guide.md:11` Guide › Install › Windows\n");
    const yaml = /```yaml\n([\s\S]*?)\n```/.exec(md.stdout)![1]!;
    expect((parseYamlText(yaml).doc.toJS() as unknown[]).length).toBe(3);
    const bad = await runCliInProcess(["suggest", "--format", "json"], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--format must be yaml or md, not "json"');
  });

  it("keeps drafts beside the golden set", () => {
    expect(draftsPath("evals/retrieval.yaml")).toBe("evals/retrieval.drafts.yaml");
    expect(draftsPath("evals/q.yml")).toBe("evals/q.drafts.yml");
    expect(draftsPath("questions")).toBe("questions.drafts.yaml");
  });
});
