import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const projectRoot = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: projectRoot });

/** The no-restricted-imports messages the lint rules give `code` as if it were the file `path`. */
async function restricted(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(projectRoot, path) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the stage order lint rule (eslint.config.js)", () => {
  it.each([
    ["corpus imports a use case", "src/corpus/x.ts", 'import { runCheck } from "../usecases/index.js";\nexport const y = runCheck;\n', /src\/corpus\/ is stage 2 of 12/],
    ["the gate imports a renderer", "src/gate/x.ts", 'import { renderText } from "../report/index.js";\nexport const y = renderText;\n', /src\/gate\/ is stage 9 of 12/],
    ["a use case in a subfolder imports a shell", "src/usecases/check/x.ts", 'import type { CliIo } from "../../cli/index.js";\nexport type Y = CliIo;\n', /src\/usecases\/ is stage 10 of 12/],
    ["the CLI imports the action", "src/cli/x.ts", 'import { logInfo } from "../action/index.js";\nexport const y = logInfo;\n', /the other shell/],
    ["the report re-exports from the CLI", "src/report/x.ts", 'export { HELP } from "../cli/index.js";\n', /src\/report\/ is stage 11 of 12/],
    ["a deep import across folders", "src/usecases/x.ts", 'import { judgeSource } from "../gate/judgeSource.js";\nexport const y = judgeSource;\n', /only through its index\.ts/],
    ["a deep import from an entry file", "src/lib.ts", 'export { runCheck } from "./usecases/check/runCheck.js";\n', /only through its index\.ts/],
    ["@actions outside the action", "src/report/x.ts", 'import * as github from "@actions/github";\nexport const y = github;\n', /Only src\/action\//],
    ["the action importing @actions/core's raw info", "src/action/x.ts", 'import { info } from "@actions/core";\nexport const y = info;\n', /logInfo/],
    ["the action importing all of @actions/core (info included)", "src/action/x.ts", 'import * as core from "@actions/core";\nexport const y = core;\n', /logInfo/],
    ["the action entry importing @actions/core's raw info", "src/main.ts", 'import { info } from "@actions/core";\nexport const y = info;\n', /logInfo/],
    ["@actions/core in the engine", "src/gate/x.ts", 'import { setOutput } from "@actions/core";\nexport const y = setOutput;\n', /Only src\/action\//],
  ])("fires when %s", async (_what, path, code, message) => {
    const messages = await restricted(path, code);
    expect(messages).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ["a use case importing earlier stages through their faces", "src/usecases/check/x.ts", 'import { judgeSource } from "../../gate/index.js";\nimport { loadCorpus } from "../../corpus/index.js";\nimport { UserError } from "../../errors.js";\nexport const y = [judgeSource, loadCorpus, UserError];\n'],
    ["a folder importing its own files deeply", "src/report/x.ts", 'import { plural } from "./plural.js";\nexport const y = plural;\n'],
    ["the action importing @actions/core's step protocol", "src/action/x.ts", 'import { setFailed, setOutput, summary, warning } from "@actions/core";\nexport const y = [setFailed, setOutput, summary, warning];\n'],
    ["the action importing @actions/github and the engine", "src/action/x.ts", 'import type { getOctokit } from "@actions/github";\nimport { runCheck } from "../usecases/index.js";\nexport const y: [typeof getOctokit | undefined, typeof runCheck] = [undefined, runCheck];\n'],
  ])("allows %s", async (_what, path, code) => {
    expect(await restricted(path, code)).toEqual([]);
  });

  it("is the order docs/architecture.md writes down", () => {
    const config = readFileSync(join(projectRoot, "eslint.config.js"), "utf8");
    const stages = /const STAGES = (\[.*\]);/.exec(config)![1]!;
    const order = (JSON.parse(stages) as string[][]).map((s) => s.join(" | ")).join(" → ");
    expect(readFileSync(join(projectRoot, "docs/architecture.md"), "utf8")).toContain(order);
  });

  it("covers every folder of src/, and docs/architecture.md lists every top-level file and folder", () => {
    const config = readFileSync(join(projectRoot, "eslint.config.js"), "utf8");
    const staged = (JSON.parse(/const STAGES = (\[.*\]);/.exec(config)![1]!) as string[][]).flat().sort();
    const entries = readdirSync(join(projectRoot, "src"), { withFileTypes: true });
    expect(staged).toEqual(entries.filter((e) => e.isDirectory()).map((e) => e.name).sort());
    const layout = /## Layout\n\n```text\n([\s\S]*?)```/.exec(readFileSync(join(projectRoot, "docs/architecture.md"), "utf8"))![1]!;
    const listed = new Set(layout.match(/src\/[\w.]+\/?/g));
    for (const name of [...layout.matchAll(/, (src\/[\w.]+)/g)].map((m) => m[1]!)) listed.add(name);
    for (const entry of entries) expect(listed).toContain(`src/${entry.name}${entry.isDirectory() ? "/" : ""}`);
  });
});
