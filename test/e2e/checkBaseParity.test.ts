import { describe, expect, it } from "vitest";
import { runActionBundle } from "../helpers/actionHarness.js";
import type { Edits } from "../helpers/pullRequestRepo.js";
import { runCliBundle, runCliInProcess } from "../helpers/runCliCapture.js";
import { trackFakeGitHub } from "../helpers/trackFakeGitHub.js";
import { scenario } from "../action/scenario.js";

const TS200 = "docs/products/ts-200-temperature-sensor.md";
const RETURNS = "docs/products/returns-policy.md";

const cases: Array<[string, Edits[], Record<string, string>]> = [
  ["a renamed heading (a stale label)", [{ [TS200]: (t) => t.replace("### Operating temperature", "### Operating temperatures") }], { "": "lumen" }],
  ["a deleted section (a content regression)", [{ [RETURNS]: (t) => t.replace(/## Standard returns\n\n[^\n]+\n\n/, "") }], { "": "lumen" }],
  ["a neutral edit", [{ "docs/products/warranty-terms.md": (t) => t.replace("## Extended warranty", "Keep the original invoice with the claim.\n\n## Extended warranty") }], { "": "lumen" }],
  ["a registry in a subfolder, over two pushes", [{ "site/docs/products/warranty-terms.md": (t) => `${t}\nOne more line.\n` }, { [`site/${RETURNS}`]: (t) => t.replace("## Damaged in transit", "## Damage claims") }], { site: "lumen" }],
];

const track = trackFakeGitHub();

describe("chunkgate check --base REF --format md prints the very comment the action posts", () => {
  it.each(cases)("for %s, byte for byte, against dist/index.js on the same repository", async (_name, pushes, fixtures) => {
    const { github, pullRequestRun, repo } = await track(scenario(pushes, fixtures));
    const root = Object.keys(fixtures)[0]!;
    const action = await runActionBundle(pullRequestRun({ with: root ? { root } : {} }));
    expect(github.comments).toHaveLength(1);
    const posted = github.comments[0]!.body;

    // the working tree the action checked: the pull request's head, checked out
    const argv = ["check", "--base", repo.baseSha, "--format", "md", ...(root ? ["--root", root] : [])];
    const inProcess = await runCliInProcess(argv, repo.dir);
    expect(inProcess.stdout).toBe(posted);
    const bundled = await runCliBundle(argv, repo.dir);
    expect(bundled.stdout).toBe(posted);
    // the printed verdict and the exit code agree with the action's
    expect(inProcess.code).toBe(action.outputs["verdict"] === "error" ? 2 : action.outputs["verdict"] === "fail" ? 1 : 0);
    expect(action.exitCode).toBe(inProcess.code === 0 ? 0 : 1);

    // --head names the same commit from anywhere: the same comment
    const byHead = await runCliInProcess([...argv, "--head", repo.heads.at(-1)!], repo.dir);
    expect(byHead.stdout).toBe(posted);
  });
});
