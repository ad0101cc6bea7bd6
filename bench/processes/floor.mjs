// The floor: the least any tool that reports token counts must do — read every document and count
// its o200k tokens line by line with gpt-tokenizer, nothing else. Run as its own process so its
// time includes what a CI step pays (node start, module and vocabulary load).
//
//   node bench/processes/floor.mjs ROOT [GLOB...]   prints {"files","lines","tokens"} as JSON
import { readFileSync } from "node:fs";
import path from "node:path";
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { globSync } from "tinyglobby";

const [root, ...patterns] = process.argv.slice(2);
const files = globSync(patterns.length > 0 ? patterns : ["**/*.md"], { cwd: root, ignore: ["SOURCE.md", "evals/**"], onlyFiles: true });
const options = { disallowedSpecial: new Set() };
let lines = 0;
let tokens = 0;
for (const file of files) {
  for (const line of readFileSync(path.join(root, file), "utf8").split(/\r\n|\r|\n/)) {
    lines++;
    if (line !== "") tokens += countTokens(line, options);
  }
}
console.log(JSON.stringify({ files: files.length, lines, tokens }));
