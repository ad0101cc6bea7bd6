import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ACORN_OPTIONS, jsParser } from "../../../../src/corpus/markdown/mdx/acornParser.js";
import { tempDir } from "../../../helpers/tempDir.js";

const projectRoot = resolve(import.meta.dirname, "../../../..");

describe("jsParser", () => {
  it("is acorn with JSX for ES2024 modules, built once", () => {
    const program = jsParser().parse('import { A } from "./a.js";\nexport const b = <A x={1}>text</A>;', ACORN_OPTIONS) as unknown as { body: Array<{ type: string }> };
    expect(program.body.map((node) => node.type)).toEqual(["ImportDeclaration", "ExportNamedDeclaration"]);
    expect(jsParser()).toBe(jsParser());
  });

  it("keeps the same error for a duplicate declaration (scope names looked up in maps)", () => {
    expect(() => jsParser().parse("let a = 1;\nlet a = 2;", ACORN_OPTIONS)).toThrow(/Identifier 'a' has already been declared/);
  });

  it("loads acorn only when a .mdx file is parsed, not when the parser's modules load", async () => {
    // In a fresh process: acorn-jsx (CommonJS, so recorded in require.cache however it is loaded)
    // must be absent after parsing Markdown and present after parsing MDX.
    const script = [
      'import { createRequire } from "node:module";',
      `const { parseDocument } = await import(${JSON.stringify(resolve(projectRoot, "src/corpus/parseDocument.ts"))});`,
      "const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('acorn-jsx'));",
      'parseDocument({ path: "a.md", content: "# A\\n\\ntext {x}\\n" });',
      "const before = loaded();",
      'const mdx = parseDocument({ path: "b.mdx", content: "import x from \\"y\\"\\n\\n# B {1 + 1}\\n" });',
      "console.log(JSON.stringify({ before, after: loaded(), warnings: mdx.warnings }));",
    ].join("\n");
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: projectRoot,
      // tsx keeps its compile cache in the temp folder
      env: { ...process.env, TMPDIR: await tempDir("acorn-parser-") },
    });
    expect(JSON.parse(stdout)).toEqual({ before: false, after: true, warnings: [] });
  });
});
