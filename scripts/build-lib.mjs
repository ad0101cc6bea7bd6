// Writes the library the package's `exports` name, at <out>: index.js, a small ESM entry that
// re-exports the library's functions from the committed bundle (dist/cli/bundle.js, see
// scripts/package.mjs; so the package carries the code once and packing compiles nothing) and loads
// the MDX parser first, as src/lib.ts does; and the declarations of what src/lib.ts exports (tsc),
// <out>/lib.d.ts. Usage: node scripts/build-lib.mjs [out=lib]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const out = resolve(process.argv[2] ?? "lib");
const bundle = resolve("dist/cli/bundle.js");
if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run package first`);
// the bundle's exports but the shells' runners and the loader the entry calls itself
const shells = new Set(["runCliProcess", "runActionWorker", "loadMdxSupport"]);
const names = Object.keys(await import(pathToFileURL(bundle).href)).filter((name) => !shells.has(name)).sort();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const from = JSON.stringify(relative(out, bundle).split("\\").join("/").replace(/^(?!\.)/, "./"));
writeFileSync(
  resolve(out, "index.js"),
  `import { loadMdxSupport } from ${from};\n\nexport { ${names.join(", ")} } from ${from};\n\nawait loadMdxSupport();\n`,
);
writeFileSync(resolve(out, "package.json"), '{\n  "type": "module"\n}\n');
execFileSync("npx", ["tsc", "-p", "tsconfig.build.json", "--outDir", out], { stdio: "inherit" });
