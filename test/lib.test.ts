import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import * as lib from "../src/lib.js";
import { fixture } from "./helpers/evaluateFixture.js";
import { tempDir } from "./helpers/tempDir.js";

const projectRoot = resolve(import.meta.dirname, "..");

describe("the library API", () => {
  it("keeps VERSION in step with package.json", async () => {
    const pkg = JSON.parse(await readFile(join(projectRoot, "package.json"), "utf8"));
    expect(lib.VERSION).toBe(pkg.version);
  });

  it("ships as one bundle with no dependency: built as `npm pack` builds it, it runs a check from a folder with no node_modules", async () => {
    const out = await tempDir("lib");
    await promisify(execFile)(process.execPath, [join(projectRoot, "scripts/build-lib.mjs"), join(out, "lib")], { cwd: projectRoot });
    // nothing to resolve a package from: the folder is outside the project, with no node_modules;
    // plain Node runs it (the bundle loads its tokenizer chunks itself, which vitest's loader would rewrite)
    await writeFile(join(out, "package.json"), '{"type":"module"}');
    const script = `const lib = await import("./lib/index.js"); const { report } = await lib.runCheck({ root: ${JSON.stringify(fixture("lumen"))} }); console.log(JSON.stringify({ train: report.sources[0].train, exports: Object.keys(lib).sort() }));`;
    await writeFile(join(out, "run.mjs"), script);
    const { stdout } = await promisify(execFile)(process.execPath, [join(out, "run.mjs")], { cwd: out });
    const result = JSON.parse(stdout) as { train: { questions: number; hits: number }; exports: string[] };
    expect(result.train).toMatchObject({ questions: 13, hits: 13 });
    expect(result.exports).toEqual(Object.keys(lib).sort());
    // the declarations a consumer's TypeScript reads, from lib.d.ts on, name no package to install
    expect(await externalTypeImports(join(out, "lib/lib.d.ts"))).toEqual([]);
  }, 240_000);
});

/** Non-relative module specifiers in the declaration files reachable from `entry` (comments left out). */
async function externalTypeImports(entry: string): Promise<string[]> {
  const seen = new Set<string>();
  const external = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = (await readFile(file, "utf8")).replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)"([^"]+)"/g)) {
      if (specifier!.startsWith(".")) await visit(join(dirname(file), specifier!.replace(/\.js$/, ".d.ts")));
      else external.add(specifier!);
    }
  };
  await visit(entry);
  expect(seen.size).toBeGreaterThan(50);
  return [...external];
}
