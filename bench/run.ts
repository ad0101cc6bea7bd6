// chunkgate's benchmark: the CLI and action bundles against a LangChain + MiniSearch peer and a
// read-and-count floor, as fresh processes in the same run, plus the time curve, the doubling of
// hostile inputs and a synthetic 100,000-document corpus; with --against, another checkout's build
// side by side in the same rounds. See bench/README.md.
//
//   npm run bench -- [--corpus otel|vba] [--runs N] [--no-scaling] [--synthetic N] [--synthetic-peer] [--micro]
//                    [--against DIR] [--corpora DIR]
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runBench } from "./harness/runBench.js";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.exitCode = await runBench({ argv: process.argv.slice(2), projectRoot, log: (line) => console.log(line) });
