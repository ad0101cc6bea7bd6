import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { HELP } from "../../src/cli/help.js";
import { parseCliArgs } from "../../src/cli/parseCliArgs.js";
import { UserError } from "../../src/errors.js";
import { fixture } from "../helpers/evaluateFixture.js";
import { runCliInProcess } from "../helpers/runCliCapture.js";

const projectRoot = resolve(import.meta.dirname, "../..");

describe("the CLI's messages", () => {
  it("--help names only documentation that exists", async () => {
    const paths = [...new Set(HELP.match(/docs\/[\w./-]+\.md/g) ?? [])];
    expect(paths.length).toBeGreaterThanOrEqual(3);
    expect(paths.filter((p) => !existsSync(join(projectRoot, p)))).toEqual([]);
    expect((await runCliInProcess(["--help"], projectRoot)).stdout).toBe(HELP);
  });

  it("explain with an unknown id suggests the closest ids", async () => {
    const { code, stderr } = await runCliInProcess(["explain", "lum-01"], fixture("lumen"));
    expect(code).toBe(2);
    expect(stderr).toBe('chunkgate: no question "lum-01" in evals/retrieval.yaml\n  fix: did you mean `lum-001`, `lum-010`, `lum-011`?\n');
    const far = await runCliInProcess(["explain", "zzzzzzzz"], fixture("lumen"));
    expect(far.stderr).toContain("fix: use a question_id from evals/retrieval.yaml (its 36 questions run from `lum-001` to `lum-036`)");
  });

  it("chunks without --source lists the registry's real source ids", async () => {
    const lumen = await runCliInProcess(["chunks"], fixture("lumen"));
    expect(lumen.code).toBe(2);
    expect(lumen.stderr).toBe("chunkgate: chunks needs --source ID; chunkgate.yml has one source: product_docs\n  fix: e.g. chunkgate chunks --source product_docs\n");
    const policies = await runCliInProcess(["chunks"], fixture("policies"));
    expect(policies.stderr).toMatch(/^chunkgate: chunks needs --source ID; chunkgate\.yml has one source: policy_docs/);
  });

  it.each([
    [["check", "--format", "x"], '--format must be text, md or json, not "x"', "use --format text, --format md or --format json"],
    [["check", "--trec-split", "x"], '--trec-split must be train or held-out, not "x"', "use --trec-split train or --trec-split held-out"],
    [["merge", "a.json", "--format", "json"], '--format must be text or md, not "json"', "use --format text or --format md (--json FILE writes the JSON)"],
    [["suggest", "--format", "x"], '--format must be yaml or md, not "x"', "use --format yaml (entries to paste) or --format md (a summary with the entries)"],
    [
      ["suggest", "--drafter", "x"],
      '--drafter must be offline or llm, not "x"',
      "use --drafter offline (the default: no network) or --drafter llm (the registry's `authoring:` chat API)",
    ],
  ])("%j names the values the flag takes", (argv, message, hint) => {
    let thrown: unknown;
    try {
      parseCliArgs(argv);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UserError);
    expect({ message: (thrown as UserError).message, hint: (thrown as UserError).hint }).toEqual({ message, hint });
  });
});
