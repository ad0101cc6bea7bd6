// Builds the committed bundles with ncc: dist/cli (the `chunkgate` bin) and, once the action
// exists, dist/ (the action's main). Each bundle is one ESM file plus the chunks ncc splits off
// (the tokenizer vocabularies are imported lazily, so each stays its own file), and, beside it,
// each vocabulary's byte-pair ranks as JSON: gpt-tokenizer's own arrays, which the bundle parses
// more cheaply than it would compile the vocabulary's module (see src/chunking/packagedRanks.ts).
// The module stays in the bundle as the fallback.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const bundles = [
  { entry: "src/cli.ts", out: "dist/cli" },
  { entry: "src/index.ts", out: "dist" },
];
const vocabularies = ["o200k_base", "cl100k_base"];

rmSync("dist", { recursive: true, force: true });
const ranks = await Promise.all(vocabularies.map(async (name) => [name, JSON.stringify((await import(`gpt-tokenizer/bpeRanks/${name}`)).default)]));
for (const { entry, out } of bundles) {
  if (!existsSync(entry)) continue;
  execFileSync("npx", ["ncc", "build", entry, "-o", out, "--target", "es2022", "--quiet", "--license", "licenses.txt"], { stdio: "inherit" });
  // the same name as src/chunking/packagedRanks.ts's ranksFileName
  for (const [name, json] of ranks) writeFileSync(path.join(out, `bpe-ranks-${name}.json`), json);
}
