import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseYamlText } from "../../../src/parseYamlText.js";
import { runCheck } from "../../../src/usecases/check/runCheck.js";
import { askedYaml } from "../../../src/usecases/suggest/askedYaml.js";
import { askedId, runSuggestFrom } from "../../../src/usecases/suggest/runSuggestFrom.js";
import { gitRepo } from "../../helpers/gitRepo.js";
import { runCliInProcess } from "../../helpers/runCliCapture.js";
import { tempFixture } from "../../helpers/tempRepo.js";

/** A guide whose Linux and Windows sections share the word "installer", and whose title holds no text. */
const GUIDE = `# Guide

## Install

### Linux

Run the installer with sudo. The package registers a systemd unit called lumend.

### Windows

Double-click the installer file. Windows asks for administrator rights once.

## Warranty

The warranty lasts 24 months from delivery.
`;
const REGISTRY = ["version: 1", "questions: evals/q.yaml", "sources:", "  - id: docs", '    include: ["docs/**/*.md"]', "    chunking: { strategy: structural, unit: words, size: 50, overlap: 0 }", ""].join("\n");
const ASKED = ["Which systemd unit does the Linux installer register?", "Does Windows ask for administrator rights?", "How long is the warranty?", "How do I calibrate the gateway firmware?", ""].join("\n");

describe("chunkgate suggest --from", () => {
  it("keys a question copied from the Lumen golden set to the section its golden key names, and knows the golden set asks it", async () => {
    const dir = await tempFixture("lumen");
    const questions = [
      "How many days do customers have to return unused items for a refund?", // lum-002
      "What ingress protection rating does the PS-410 pressure transmitter have?", // lum-004
      "What is the operating temperature range of the TS-200 sensor?", // lum-001: BM25 ranks the page's intro first
    ];
    const result = await runSuggestFrom({ root: dir, from: { file: "asked.txt", text: questions.join("\n") } });
    const named = (p: { document: string; heading: string[] }) => [p.document, p.heading.slice(1)];
    expect(result.proposals.map((p) => named(p.keyed))).toEqual([
      ["docs/products/returns-policy.md", ["Standard returns"]],
      ["docs/products/ps-410-pressure-transmitter.md", ["Specifications", "Ingress protection"]],
      ["docs/products/ts-200-temperature-sensor.md", []],
    ]);
    // the person confirming sees the golden section among the other candidates
    expect(named(result.proposals[2]!.others[0]!)).toEqual(["docs/products/ts-200-temperature-sensor.md", ["Specifications", "Operating temperature"]]);
    expect(result.proposals.every((p) => p.others.length === 2)).toBe(true);
    expect(result.known).toEqual(result.proposals.map((p) => p.id));
    expect(result.yaml).toBe("");
  });

  it("proposes for every Lumen question the section of the chunk chunkgate check ranks first for it", async () => {
    const dir = await tempFixture("lumen");
    const { evaluations, workspace } = await runCheck({ root: dir });
    const runs = evaluations[0]!.runs;
    const result = await runSuggestFrom({ root: dir, from: { file: "asked.txt", text: runs.map((r) => r.question).join("\n") } });
    expect(result.proposals.length).toBe(runs.length);
    const documents = new Map(workspace.documents.get("product_docs")!.map((d) => [d.path, d]));
    for (const [i, run] of runs.entries()) {
      const top = evaluations[0]!.chunks[run.ranked[0]!.chunk]!;
      const section = documents.get(top.path)!.sections.find((s) => s.startLine <= top.startLine && top.startLine <= s.endLine)!;
      expect([result.proposals[i]!.keyed.document, result.proposals[i]!.keyed.line]).toEqual([top.path, section.startLine]);
    }
  });

  it("gives each question an id from its text: the same across runs, so --write twice adds nothing", async () => {
    const repo = await gitRepo();
    await repo.commit("docs", { "docs/guide.md": GUIDE, "chunkgate.yml": REGISTRY, "evals/q.yaml": "[]\n", "asked.txt": ASKED });
    const first = await runCliInProcess(["suggest", "--from", "asked.txt", "--write", "evals/q.drafts.yaml", "--no-cache"], repo.dir);
    expect(first).toMatchObject({ code: 0, stderr: "" });
    // no word of the calibration question is in the guide: BM25 ranks nothing for it
    expect(first.stdout).toBe("Added 3 proposals to evals/q.drafts.yaml (0 already there or in evals/q.yaml; 4 questions read, 1 without a proposal).\n");
    const written = await readFile(join(repo.dir, "evals/q.drafts.yaml"), "utf8");
    const entries = parseYamlText(written).doc.toJS() as Array<{ question_id: string; question: string; supporting: unknown }>;
    expect(entries.map((e) => e.question_id)).toEqual(ASKED.split("\n").slice(0, 3).map(askedId));
    expect(entries[0]).toEqual({ question_id: askedId(ASKED.split("\n")[0]!), question: "Which systemd unit does the Linux installer register?", supporting: [{ document: "docs/guide.md", heading: ["Guide", "Install", "Linux"] }] });
    expect(written).toContain("# confirm: does docs/guide.md:5 Guide › Install › Linux answer this question? (from line 1 of the questions file)\n");
    const second = await runCliInProcess(["suggest", "--from", "asked.txt", "--write", "evals/q.drafts.yaml", "--no-cache"], repo.dir);
    expect(second.stdout).toMatch(/^Added 0 proposals to evals\/q\.drafts\.yaml \(3 already there/);
    expect(await readFile(join(repo.dir, "evals/q.drafts.yaml"), "utf8")).toBe(written);
    // the three offline drafts (one per section with text) appended to the same file keep it one list of entries
    expect((await runCliInProcess(["suggest", "--write", "evals/q.drafts.yaml"], repo.dir)).code).toBe(0);
    expect((parseYamlText(await readFile(join(repo.dir, "evals/q.drafts.yaml"), "utf8")).doc.toJS() as unknown[]).length).toBe(3 + 3);
  });

  it("with --base proposes only sections the change adds or changes, and drafts only those offline", async () => {
    const repo = await gitRepo();
    await repo.commit("docs", { "docs/guide.md": GUIDE, "chunkgate.yml": REGISTRY });
    await repo.write({ "docs/guide.md": GUIDE.replace("rights once.", "rights once, then installs the service."), "docs/faq.md": "# FAQ\n\n## Reset\n\nHold the reset button for ten seconds.\n", "asked.txt": ASKED });
    const result = await runSuggestFrom({ root: repo.dir, from: { file: "asked.txt", text: ASKED }, base: "main" });
    // Windows, and the new file's two sections (its title's holds no text)
    expect(result.changed).toEqual({ base: "main", sections: 3 });
    // the Linux question shares "installer" with the Windows section; the others share no word with it
    expect(result.proposals.map((p) => [p.line, p.keyed.heading.at(-1), p.others.length])).toEqual([
      [1, "Windows", 0],
      [2, "Windows", 0],
    ]);
    expect(result.unproposed).toEqual([3, 4].map((line) => ({ line, question: ASKED.split("\n")[line - 1], reason: "none of the sections it ranks is one the change adds or changes" })));
    const offline = await runCliInProcess(["suggest", "--base", "main"], repo.dir);
    expect(offline.code).toBe(0);
    const drafted = parseYamlText(offline.stdout).doc.toJS() as Array<{ supporting: Array<{ heading?: string[] }> }>;
    expect(drafted.map((d) => d.supporting[0]!.heading)).toEqual([["FAQ", "Reset"], ["Guide", "Install", "Windows"]]);
    expect(offline.stdout).toMatch(/^# chunkgate suggest: 2 sections with text no question keys among those the change since "main" adds or changes; 2 new drafts$/m);
  });

  it("explains --base outside git and a base git does not know", async () => {
    const dir = await tempFixture("lumen");
    const outside = await runCliInProcess(["suggest", "--base", "main"], dir);
    expect(outside.code).toBe(2);
    expect(outside.stderr).toMatch(/--base compares git commits, and .* is not in a git repository\n {2}fix: run it in a clone of the docs repository, or leave out --base to suggest for every section/);
    const repo = await gitRepo();
    await repo.commit("docs", { "docs/guide.md": GUIDE, "chunkgate.yml": REGISTRY });
    const unknown = await runCliInProcess(["suggest", "--base", "nope"], repo.dir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("--base `nope` is not a commit, branch or tag of this clone");
  });
});

describe("askedYaml", () => {
  it("writes entries that read back as the proposals, with their confirm comments, whatever the questions and headings hold", () => {
    const text = fc.string({ unit: "binary", minLength: 1 });
    fc.assert(
      fc.property(text, fc.array(text, { minLength: 1, maxLength: 3 }), fc.array(text, { maxLength: 2 }), (question, heading, other) => {
        const place = (h: string[], line: number) => ({ sourceId: "docs", document: "docs/a.md", heading: h, line });
        const yaml = askedYaml([{ id: "asked-000000000000", question, line: 3, keyed: place(heading, 1), others: other.length > 0 ? [place(other, 9)] : [] }]);
        const { doc } = parseYamlText(yaml);
        expect(doc.errors).toEqual([]);
        expect(doc.toJS()).toEqual([{ question_id: "asked-000000000000", question, supporting: [{ document: "docs/a.md", heading }] }]);
        expect(yaml).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff]/);
        expect(yaml.split("\n").filter((line) => line.startsWith("#")).length).toBe(other.length > 0 ? 2 : 1);
      }),
    );
  });
});
