import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { globSync } from "tinyglobby";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import type { Document } from "../../src/corpus/types.js";
import { syntheticGoldenSet } from "./syntheticGoldenSet.js";

/** A repository the benchmark runs chunkgate on: a corpus copy, a golden set and registries. */
export interface BenchWorkspace {
  root: string;
  /** Document paths, relative to the root, in path order. */
  files: string[];
  bytes: number;
  questions: number;
  /** Registry files (relative to the root) for each unit. */
  registries: { tokens: string; words: string };
}

/** The chunking the benchmark measures, in each unit (the README's and the settings). */
export const BENCH_CHUNKING = {
  tokens: { strategy: "structural", unit: "tokens", size: 256, overlap: 32 },
  words: { strategy: "structural", unit: "words", size: 120, overlap: 20 },
} as const;

/**
 * Builds a benchmark repository in `dir` (a fresh temporary folder outside the project): the
 * documents of `sourceRoot` matching `include` (optionally only `pick` of them), a synthetic
 * golden set generated from them (`syntheticGoldenSet`: `questions` heading-keyed questions, seeded),
 * `chunkgate.yml` (tokens) and `chunkgate.words.yml` (words), committed to a git repository on
 * branch `main` so pull-request runs have a base. The corpus is copied, never modified in place:
 * the shared corpora stay read-only and the copy goes away with the temporary folder.
 */
export function buildBenchWorkspace(options: {
  sourceRoot: string;
  dir: string;
  include: string[];
  exclude: string[];
  questions: number;
  seed: number;
  pick?: (paths: string[]) => string[];
  git?: boolean;
  /** The documents are already in `dir` (`sourceRoot` is `dir`): write only the golden set and registries. */
  inPlace?: boolean;
  /** Top-level registry lines to add (e.g. `max_file_bytes: 67108864`). */
  registryLines?: string[];
}): BenchWorkspace {
  const { dir } = options;
  let files = globSync(options.include, { cwd: options.sourceRoot, ignore: options.exclude, onlyFiles: true }).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (options.pick) files = options.pick(files);
  let bytes = 0;
  const documents: Document[] = [];
  for (const file of files) {
    const content = readFileSync(path.join(options.sourceRoot, file));
    bytes += content.length;
    if (!options.inPlace) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
    documents.push(parseDocument({ path: file, content: content.toString("utf8") }).document);
  }
  const { golden } = syntheticGoldenSet(documents, { count: options.questions, seed: options.seed });
  const lines = golden.questions.map((q) => {
    const key = q.supporting[0]!;
    const heading = key.kind === "heading" ? key.heading : [];
    const document = key.kind === "heading" ? key.document : "";
    return `- question_id: ${q.id}\n  question: ${JSON.stringify(q.text)}\n  supporting:\n    - document: ${JSON.stringify(document)}\n      heading: ${JSON.stringify(heading)}\n`;
  });
  mkdirSync(path.join(dir, "evals"), { recursive: true });
  writeFileSync(path.join(dir, "evals", "retrieval.yaml"), lines.join(""));
  const registry = (chunking: (typeof BENCH_CHUNKING)[keyof typeof BENCH_CHUNKING]) =>
    [
      "version: 1",
      "questions: evals/retrieval.yaml",
      ...(options.registryLines ?? []),
      "sources:",
      "  - id: docs",
      `    include: ${JSON.stringify(options.include)}`,
      `    exclude: ${JSON.stringify([...options.exclude, "evals/**"])}`,
      `    chunking: { strategy: ${chunking.strategy}, unit: ${chunking.unit}, size: ${chunking.size}, overlap: ${chunking.overlap} }`,
      "",
    ].join("\n");
  writeFileSync(path.join(dir, "chunkgate.yml"), registry(BENCH_CHUNKING.tokens));
  writeFileSync(path.join(dir, "chunkgate.words.yml"), registry(BENCH_CHUNKING.words));
  if (options.git) {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
    git("init", "-q", "-b", "main");
    git("-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "add", "-A");
    git("-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "commit", "-q", "-m", "base");
  }
  return { root: dir, files, bytes, questions: golden.questions.length, registries: { tokens: "chunkgate.yml", words: "chunkgate.words.yml" } };
}
