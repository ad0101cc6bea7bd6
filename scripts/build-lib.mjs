// Builds the library the package's `exports` name: one ESM bundle (ncc, every dependency inside,
// so the installed package has no runtime dependency) at <out>/index.js, and the declarations of
// what src/lib.ts exports (tsc) at <out>/lib.d.ts. Usage: node scripts/build-lib.mjs [out=lib]
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";

const out = resolve(process.argv[2] ?? "lib");
rmSync(out, { recursive: true, force: true });
execFileSync("npx", ["ncc", "build", "src/lib.ts", "-o", out, "--target", "es2022", "--quiet", "--license", "licenses.txt"], { stdio: "inherit" });
execFileSync("npx", ["tsc", "-p", "tsconfig.build.json", "--outDir", out], { stdio: "inherit" });
