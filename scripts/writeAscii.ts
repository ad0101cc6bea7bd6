// Rewrites, in each bundle folder given, every JavaScript file as pure ASCII (scripts/asciiSource.ts).
// Run by scripts/package.mjs through tsx, before the code fingerprint is recorded.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asciiSource } from "./asciiSource.js";

for (const out of process.argv.slice(2)) {
  for (const name of readdirSync(out).filter((file) => file.endsWith(".js"))) {
    const file = path.join(out, name);
    writeFileSync(file, asciiSource(readFileSync(file, "utf8"), file));
  }
}
