// Writes each vocabulary's byte-pair ranks file (src/chunking/packagedRanks.ts) into the folders
// given: gpt-tokenizer's own ranks arrays as BytePairRankTable bytes. Run by scripts/package.mjs
// (through tsx, so that the format has one definition, the one the bundle reads).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { BytePairRankTable } from "../src/chunking/bytePairRankTable.js";
import type { BytePairRanks } from "../src/chunking/bytePairCounter.js";
import { ranksFileName } from "../src/chunking/packagedRanks.js";
import type { TokenizerName } from "../src/chunking/types.js";

const vocabularies: TokenizerName[] = ["o200k_base", "cl100k_base"];
for (const name of vocabularies) {
  const ranks = (await import(`gpt-tokenizer/bpeRanks/${name}`)) as { default: BytePairRanks };
  const bytes = BytePairRankTable.fromRanks(ranks.default).encode();
  for (const out of process.argv.slice(2)) writeFileSync(path.join(out, ranksFileName(name)), bytes);
}
