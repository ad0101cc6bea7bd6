import path from "node:path";
import { parseArgs } from "node:util";
import { BENCH_CORPORA, type BenchCorpus } from "./corpora.js";

/** The benchmark's options, parsed once from the command line. */
export interface BenchOptions {
  corpora: BenchCorpus[];
  /** Interleaved rounds: every process is run this many times, in rotating order, and the median kept (default 3). */
  runs: number;
  /** Synthetic golden-set size per corpus (default 300). */
  questions: number;
  /** Seed of the golden-set sample (default 42). */
  seed: number;
  /** Also measure the time curve of vba-docs (1/8, 1/4, 1/2, all) and the doubling of large and hostile inputs. */
  scaling: boolean;
  /** Documents of the synthetic corpus (default 100,000); 0 skips it. */
  synthetic: number;
  /** Also run the peer on the synthetic corpus (several minutes). */
  syntheticPeer: boolean;
  /** Also run bench/bm25-vs-minisearch.ts (synthetic BM25 micro-benchmark) at the end. */
  micro: boolean;
  /**
   * Absolute path of another chunkgate checkout whose `dist/` bundles are measured as a second
   * build (B) in the same interleaved rounds as this one (A), so two versions compare on one load;
   * undefined measures this checkout alone.
   */
  against: string | undefined;
  /** Absolute path of the folder holding the shared corpora; undefined: `../shared/corpora` beside the project. */
  corporaRoot: string | undefined;
}

export const USAGE = `usage: npm run bench -- [--corpus ${BENCH_CORPORA.map((c) => c.id).join("|")}] [--runs N] [--questions N] [--seed N] [--no-scaling] [--synthetic N] [--synthetic-peer] [--micro] [--against DIR] [--corpora DIR]`;

/** Parses `argv` (without node and script); throws an Error whose message says what to write instead. */
export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      corpus: { type: "string" },
      runs: { type: "string", default: "3" },
      questions: { type: "string", default: "300" },
      seed: { type: "string", default: "42" },
      "no-scaling": { type: "boolean", default: false },
      synthetic: { type: "string", default: "100000" },
      "synthetic-peer": { type: "boolean", default: false },
      micro: { type: "boolean", default: false },
      against: { type: "string" },
      corpora: { type: "string" },
    },
    strict: true,
  });
  let corpora = [...BENCH_CORPORA];
  if (values.corpus !== undefined) {
    const chosen = BENCH_CORPORA.find((c) => c.id === values.corpus);
    if (!chosen) throw new Error(`unknown --corpus "${values.corpus}"; use one of: ${BENCH_CORPORA.map((c) => c.id).join(", ")}`);
    corpora = [chosen];
  }
  const synthetic = Number(values.synthetic);
  if (!Number.isInteger(synthetic) || synthetic < 0) throw new Error(`--synthetic must be a whole number of documents (0 skips it), got "${values.synthetic}"`);
  if (values.against !== undefined && values.against.trim() === "") throw new Error("--against needs the folder of another chunkgate checkout, e.g. --against ../oldmain");
  if (values.corpora !== undefined && values.corpora.trim() === "") throw new Error("--corpora needs the folder holding otel-docs and vba-docs, e.g. --corpora ../shared/corpora");
  return {
    corpora,
    runs: positiveInteger("runs", values.runs),
    questions: positiveInteger("questions", values.questions),
    seed: positiveInteger("seed", values.seed),
    scaling: !values["no-scaling"],
    synthetic,
    syntheticPeer: values["synthetic-peer"],
    micro: values.micro,
    against: values.against === undefined ? undefined : path.resolve(values.against),
    corporaRoot: values.corpora === undefined ? undefined : path.resolve(values.corpora),
  };
}

function positiveInteger(name: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return n;
}
