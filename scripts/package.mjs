// Builds the committed bundles with ncc: dist/cli (the `chunkgate` bin) and, once the action
// exists, dist/ (the action's main). Each bundle is one ESM file plus the chunks ncc splits off
// (the tokenizer vocabularies are imported lazily, so each stays its own file).
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";

const bundles = [
  { entry: "src/cli.ts", out: "dist/cli" },
  { entry: "src/index.ts", out: "dist" },
];

rmSync("dist", { recursive: true, force: true });
for (const { entry, out } of bundles) {
  if (!existsSync(entry)) continue;
  execFileSync("npx", ["ncc", "build", entry, "-o", out, "--target", "es2022", "--quiet", "--license", "licenses.txt"], { stdio: "inherit" });
}
