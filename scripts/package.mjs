// Builds the committed bundles with ncc: dist/cli (the `chunkgate` bin) and, once the action
// exists, dist/ (the action's main). Each bundle is one ESM file plus the chunks ncc splits off
// (the tokenizer vocabularies are imported lazily, so each stays its own file), and, beside it,
// each vocabulary's byte-pair ranks file: gpt-tokenizer's own arrays as a lookup table the bundle
// reads as it is, far more cheaply than it would compile the vocabulary's module (see
// fallback. Each bundle's JavaScript is then re-printed as pure ASCII, which Node reads without
// decoding UTF-8 into a two-byte string (half the decoding time; see scripts/asciiSource.ts).
// Last, once no file changes any more, each bundle's code fingerprint is recorded beside it
// (code-fingerprint.json), so a run reads it instead of hashing the bundle (src/cache/codeFingerprint.ts).
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
  execFileSync("npx", ["tsx", "scripts/writeAscii.ts", out], { stdio: "inherit" });
  execFileSync("npx", ["tsx", "scripts/writeFingerprint.ts", out], { stdio: "inherit" });
}
