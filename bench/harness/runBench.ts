import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { loadTokenCounter } from "../../src/chunking/tokenCounter.js";
import { CONFIGS, runChunkgate, TOKENIZER } from "./chunkgatePipeline.js";
import { formatMs } from "./format.js";
import { describeMachine, formatLoad } from "./machine.js";
import { REPEAT_BELOW_MS } from "./measure.js";
import { parseBenchArgs, USAGE } from "./parseBenchArgs.js";
import { PEER_DESCRIPTION, runPeer } from "./peerPipeline.js";
import { readRawFiles } from "./readRawFiles.js";
import { renderCorpusReport } from "./renderCorpusReport.js";

/**
 * The whole benchmark: parses `argv`, runs chunkgate and the peer on each chosen corpus of
 * `../shared/corpora` (relative to `projectRoot`), prints the report to `log`, returns the exit code
 * (0, also when the corpora are absent; 2 for bad arguments).
 */
export async function runBench(options: { argv: string[]; projectRoot: string; log: (line: string) => void }): Promise<number> {
  const { log, projectRoot } = options;
  const started = performance.now();
  let args;
  try {
    args = parseBenchArgs(options.argv);
  } catch (error) {
    log(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const corporaRoot = path.resolve(projectRoot, "../shared/corpora");
  if (!existsSync(corporaRoot)) {
    log(`bench: ${corporaRoot} is absent, nothing to measure (the benchmark needs the shared corpora next to the project); skipping.`);
    return 0;
  }

  const machine = describeMachine();
  log("chunkgate benchmark");
  log(`machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb.toFixed(1)} GB, node ${machine.node}, ${machine.platform}`);
  log(`load average at start (1/5/15 min): ${formatLoad(machine.loadAverage)}`);
  log(`chunkgate: ${CONFIGS.map((c) => c.label).join(", ")} (context header on, ${TOKENIZER}); BM25 k1=1.2 b=0.75; k=3, depth 100`);
  log(`peer: ${PEER_DESCRIPTION}; chunk size = chunkgate 120w mean chunk length in characters, overlap = size/6`);
  log(`timing: median of 3 runs for steps under ${REPEAT_BELOW_MS / 1000} s, else 1 run (×N after each time); cg/peer > 1 means chunkgate took longer`);
  log("cpu columns: process CPU time (user + system, all threads) of the same runs; steadier than wall time when the machine is shared");

  const tokenizerStart = performance.now();
  await loadTokenCounter(TOKENIZER);
  log(`${TOKENIZER} vocabulary load (once per process, not in any step): ${formatMs(performance.now() - tokenizerStart)}`);

  for (const corpus of args.corpora) {
    const root = path.join(corporaRoot, corpus.folder);
    log("");
    if (!existsSync(root)) {
      log(`== ${corpus.id}: ${root} is absent; skipped ==`);
      continue;
    }
    const corpusStart = performance.now();
    // Untimed inventory: bytes, files, largest files; also warms the page cache so that neither
    // pipeline's first read pays for the disk.
    const raw = await readRawFiles({ root, include: corpus.include, exclude: corpus.exclude });
    const chunkgate = await runChunkgate({ root, corpus, raw, questions: args.questions, seed: args.seed });
    const words120 = chunkgate.configs[0]!;
    const chunkSize = Math.max(100, Math.round(words120.meanChunkChars / 10) * 10);
    const peer = await runPeer({ root, corpus, questions: chunkgate.questions, chunkSize, k: 3, depth: 100 });
    if (chunkgate.documents !== raw.paths.length) log(`warning: chunkgate loaded ${chunkgate.documents} documents, the peer read ${raw.paths.length} files`);
    log(renderCorpusReport({ corpus, files: raw.paths.length, bytes: raw.bytes, chunkgate, peer, wallMs: performance.now() - corpusStart }));
  }

  if (args.micro) {
    log("\n== micro-benchmark: bench/bm25-vs-minisearch.ts (synthetic corpus) ==");
    const script = path.join(projectRoot, "bench", "bm25-vs-minisearch.ts");
    const child = spawnSync(process.execPath, ["--import", "tsx", script], { cwd: projectRoot, encoding: "utf8" });
    log((child.stdout + child.stderr).trimEnd());
  }

  log("");
  const usage = process.resourceUsage();
  const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
  log(`total wall time: ${formatMs(performance.now() - started)} (process CPU ${formatMs(cpuMs)}); peak RSS ${(usage.maxRSS / 1024).toFixed(0)} MB; load average at end: ${formatLoad(describeMachine().loadAverage)}`);
  return 0;
}
