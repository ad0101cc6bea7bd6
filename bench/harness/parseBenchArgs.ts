import { parseArgs } from "node:util";
import { BENCH_CORPORA, type BenchCorpus } from "./corpora.js";

/** The benchmark's options, parsed once from the command line. */
export interface BenchOptions {
  corpora: BenchCorpus[];
  /** Synthetic golden-set size per corpus (default 300). */
  questions: number;
  /** Seed of the section sample (default 42). */
  seed: number;
  /** Also run bench/bm25-vs-minisearch.ts (synthetic BM25 micro-benchmark) at the end. */
  micro: boolean;
}

export const USAGE = `usage: npm run bench -- [--corpus ${BENCH_CORPORA.map((c) => c.id).join("|")}] [--questions N] [--seed N] [--micro]`;

/** Parses `argv` (without node and script); throws an Error whose message says what to write instead. */
export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      corpus: { type: "string" },
      questions: { type: "string", default: "300" },
      seed: { type: "string", default: "42" },
      micro: { type: "boolean", default: false },
    },
    strict: true,
  });
  let corpora = [...BENCH_CORPORA];
  if (values.corpus !== undefined) {
    const chosen = BENCH_CORPORA.find((c) => c.id === values.corpus);
    if (!chosen) throw new Error(`unknown --corpus "${values.corpus}"; use one of: ${BENCH_CORPORA.map((c) => c.id).join(", ")}`);
    corpora = [chosen];
  }
  return { corpora, questions: positiveInteger("questions", values.questions), seed: positiveInteger("seed", values.seed), micro: values.micro };
}

function positiveInteger(name: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return n;
}
