// Builds the committed bundles with ncc. dist/cli/bundle.js (src/bundle.ts) and the chunks ncc splits
// off are the one bundle of the engine, shared by three small entries written beside it: dist/cli/index.js
// (the `chunkgate` bin), dist/cli/action.js (the action's worker) and, at pack time, lib/index.js (see
// scripts/build-lib.mjs); the CLI never loads the action's code (a dynamic import, so chunks of its own).
// dist/index.js, the action's main, is src/index.ts bundled on its own: the supervisor, so the main thread
// loads none of the engine. The JavaScript is then re-printed as pure ASCII (scripts/asciiSource.ts), and
// the bundle's code fingerprint is recorded beside it (src/store/codeFingerprint.ts).
import { execFileSync } from "node:child_process";
import { renameSync, rmSync, writeFileSync } from "node:fs";

const out = "dist/cli";
rmSync("dist", { recursive: true, force: true });
execFileSync("npx", ["ncc", "build", "src/index.ts", "-o", "dist", "--target", "es2022", "--quiet"], { stdio: "inherit" });
execFileSync("npx", ["ncc", "build", "src/bundle.ts", "-o", out, "--target", "es2022", "--quiet", "--license", "licenses.txt"], { stdio: "inherit" });
renameSync(`${out}/index.js`, `${out}/bundle.js`);
writeFileSync(`${out}/index.js`, '#!/usr/bin/env node\nimport { runCliProcess } from "./bundle.js";\n\nawait runCliProcess();\n');
writeFileSync(`${out}/action.js`, 'import { runActionWorker } from "./bundle.js";\n\nawait runActionWorker();\n');
execFileSync("npx", ["tsx", "scripts/writeAscii.ts", "dist", out], { stdio: "inherit" });
execFileSync("npx", ["tsx", "scripts/writeFingerprint.ts", out], { stdio: "inherit" });
