// chunkgate's benchmark harness: chunkgate's pipeline against a LangChain + MiniSearch peer on the
// shared corpora, timed step by step in the same run. See bench/README.md.
//
//   npm run bench -- [--corpus otel|vba] [--questions N] [--seed N] [--micro]
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runBench } from "./harness/runBench.js";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.exitCode = await runBench({ argv: process.argv.slice(2), projectRoot, log: (line) => console.log(line) });
