// Builds the committed bundle with ncc: one bundle, dist/cli/bundle.js (src/bundle.ts) and the
// chunks ncc splits off, shared by three small entries written beside it: dist/cli/index.js (the
// `chunkgate` bin), dist/index.js (the action's main) and, at pack time, lib/index.js (see
// scripts/build-lib.mjs). So the shipped code exists once, and the CLI never loads the action's
// code (src/bundle.ts imports it dynamically, so it lives in chunks of its own). The bundle's
// JavaScript is then re-printed as pure ASCII, which Node reads without decoding UTF-8 into a
// two-byte string (see scripts/asciiSource.ts). Last, once no file changes any more, the bundle's
// code fingerprint is recorded beside it (code-fingerprint.json), so a run reads it instead of
// hashing the bundle (src/store/codeFingerprint.ts); it covers every module file of dist/cli.
import { execFileSync } from "node:child_process";
import { renameSync, rmSync, writeFileSync } from "node:fs";

const out = "dist/cli";
rmSync("dist", { recursive: true, force: true });
execFileSync("npx", ["ncc", "build", "src/bundle.ts", "-o", out, "--target", "es2022", "--quiet", "--license", "licenses.txt"], { stdio: "inherit" });
renameSync(`${out}/index.js`, `${out}/bundle.js`);
writeFileSync(`${out}/index.js`, '#!/usr/bin/env node\nimport { runCliProcess } from "./bundle.js";\n\nawait runCliProcess();\n');
writeFileSync("dist/index.js", 'import { runActionProcess } from "./cli/bundle.js";\n\nawait runActionProcess(new URL(import.meta.url));\n');
writeFileSync("dist/package.json", '{\n  "type": "module"\n}\n');
execFileSync("npx", ["tsx", "scripts/writeAscii.ts", out], { stdio: "inherit" });
execFileSync("npx", ["tsx", "scripts/writeFingerprint.ts", out], { stdio: "inherit" });
