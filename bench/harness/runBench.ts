import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BENCH_CHUNKING, buildBenchWorkspace, type BenchWorkspace } from "./benchWorkspace.js";
import { benchPaths, runAction, runCli, runFloor, runPeer, type BenchPaths } from "./benchProcesses.js";
import type { BenchCorpus } from "./corpora.js";
import { measureDoubling } from "./doubling.js";
import { measureManySources } from "./manySources.js";
import { describeMachine, formatLoad, measurePageFaultCost } from "./machine.js";
import { parseBenchArgs, USAGE } from "./parseBenchArgs.js";
import { peerQuestions, peerChunkChars } from "./peerQuestions.js";
import { canMeasureProcesses, median, type ProcessCost } from "./timedRun.js";
import { generateSyntheticCorpus } from "../synthetic/generateCorpus.js";

/** The 15-cell grid of the sweep measurement: 5 sizes × 3 overlaps, in tokens. */
const SWEEP_SIZES = "64,128,256,512,1024";
const SWEEP_OVERLAPS = "0,0.1,0.25";

/**
 * The whole benchmark (see bench/README.md): for each corpus of `../shared/corpora`, chunkgate's
 * CLI and action bundles, the peer pipeline and the floor each run as fresh processes, interleaved
 * over `--runs` rounds, CPU and peak memory measured by the operating system; then the time curve
 * of vba-docs, the doubling of hostile inputs, and the synthetic corpus. With `--against DIR`, that
 * checkout's bundles run as build B beside this one's (A) in the same rounds, so two versions are
 * compared on the same load and every ratio is given for both. Prints to `log`; returns the exit
 * code (0, also when the corpora are absent; 2 for bad arguments or a missing build, before
 * anything is measured).
 */
export async function runBench(options: { argv: string[]; projectRoot: string; log: (line: string) => void }): Promise<number> {
  const { log, projectRoot } = options;
  let args;
  try {
    args = parseBenchArgs(options.argv);
  } catch (error) {
    log(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const paths = benchPaths(projectRoot);
  const builds: BenchBuild[] = [{ name: "A", paths }];
  if (args.against !== undefined) builds.push({ name: "B", paths: benchPaths(projectRoot, args.against) });
  for (const build of builds) {
    if (!existsSync(build.paths.cli) || !existsSync(build.paths.action)) {
      const folder = path.dirname(build.paths.action);
      log(`bench: ${folder} has no bundle (index.js, cli/index.js); run \`npm run package\` in ${path.dirname(folder)} first (the benchmark measures what CI runs)`);
      return 2;
    }
  }
  const corporaRoot = args.corporaRoot ?? path.resolve(projectRoot, "../shared/corpora");
  const machine = describeMachine();
  log("chunkgate benchmark");
  log(`machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb.toFixed(1)} GB, node ${machine.node}, ${machine.platform}`);
  log(`load average at start (1/5/15 min): ${formatLoad(machine.loadAverage)}`);
  const faultCost = measurePageFaultCost();
  log(`fresh memory: ${Number.isNaN(faultCost) ? "n/a" : `${faultCost.toFixed(1)} µs`} of CPU per page first touched (200 MB allocated and filled in a child process)`);
  log(`every figure: a fresh process (node start and module loading included), median of ${args.runs} interleaved run(s)`);
  if (!canMeasureProcesses()) log("warning: /usr/bin/time is missing, so only wall time is known (no CPU, no peak memory)");
  if (builds.length > 1) for (const build of builds) log(`build ${build.name}: ${describeBuild(build.paths.action)}`);
  const scratch = mkdtempSync(path.join(tmpdir(), "chunkgate-bench-"));
  try {
    if (!existsSync(corporaRoot)) {
      log(`bench: ${corporaRoot} is absent, nothing to measure on real corpora (the benchmark needs the shared corpora next to the project, or --corpora DIR); skipping them.`);
    } else {
      for (const corpus of args.corpora) {
        const source = path.join(corporaRoot, corpus.folder);
        log("");
        if (!existsSync(source)) {
          log(`== ${corpus.id}: ${source} is absent; skipped ==`);
          continue;
        }
        await benchCorpus({ paths, builds, corpus, source, scratch: path.join(scratch, corpus.id), runs: args.runs, questions: args.questions, seed: args.seed, log });
        if (args.scaling && corpus.id === "vba") {
          log("");
          benchScaling({ builds, corpus, source, scratch: path.join(scratch, "scaling"), runs: args.runs, log });
        }
      }
    }
    if (args.scaling) {
      log("");
      for (const build of builds) {
        const inProcess = build === builds[0];
        if (builds.length > 1) log(`\n-- build ${build.name}${inProcess ? " (the in-process parts measure this checkout's src/)" : " (whole checks only)"} --`);
        await measureDoubling({ paths: build.paths, corporaRoot, scratch: path.join(scratch, "doubling"), runs: args.runs, inProcess, log });
        log("");
        measureManySources({ paths: build.paths, scratch: path.join(scratch, "sources"), runs: args.runs, log });
      }
    }
    if (args.synthetic > 0) {
      log("");
      await benchSynthetic({ paths, builds, documents: args.synthetic, seed: args.seed, peer: args.syntheticPeer, scratch: path.join(scratch, "synthetic"), log });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (args.micro) {
    log("\n== micro-benchmark: bench/bm25-vs-minisearch.ts (synthetic corpus) ==");
    const child = spawnSync(process.execPath, ["--import", "tsx", path.join(projectRoot, "bench", "bm25-vs-minisearch.ts")], { cwd: projectRoot, encoding: "utf8" });
    log((child.stdout + child.stderr).trimEnd());
  }
  log("");
  log(`load average at end: ${formatLoad(describeMachine().loadAverage)}`);
  return 0;
}

/** A chunkgate build under measurement: A is this checkout's dist/, B the one `--against` names. */
interface BenchBuild {
  name: string;
  paths: BenchPaths;
}

/** The commit of the checkout holding `bundle`, for the log (the folder when git cannot say). */
function describeBuild(bundle: string): string {
  const checkout = path.dirname(path.dirname(bundle));
  try {
    const commit = execFileSync("git", ["log", "-1", "--format=%h %s"], { cwd: checkout, encoding: "utf8" }).trim();
    return `${checkout} at ${commit.length > 90 ? `${commit.slice(0, 89)}…` : commit}`;
  } catch {
    return checkout;
  }
}

/** One measured process kind: its runs, to take medians of. */
class Series {
  readonly runs: ProcessCost[] = [];
  constructor(readonly label: string) {}
  add(cost: ProcessCost): ProcessCost {
    if (cost.exitCode > 1) throw new Error(`${this.label} failed (exit ${cost.exitCode}):\n${cost.stderr.slice(-2000)}${cost.stdout.slice(-2000)}`);
    this.runs.push(cost);
    return cost;
  }
  get cpu(): number {
    return median(this.runs.map((r) => r.cpu));
  }
  get wall(): number {
    return median(this.runs.map((r) => r.wall));
  }
  get peakMb(): number {
    return median(this.runs.map((r) => r.peakMb));
  }
  get minorFaults(): number {
    return median(this.runs.map((r) => r.minorFaults));
  }
}

async function benchCorpus(options: { paths: BenchPaths; builds: readonly BenchBuild[]; corpus: BenchCorpus; source: string; scratch: string; runs: number; questions: number; seed: number; log: (line: string) => void }): Promise<void> {
  const { paths, builds, corpus, log } = options;
  const root = path.join(options.scratch, "repo");
  const workspace = buildBenchWorkspace({ sourceRoot: options.source, dir: root, include: corpus.include, exclude: corpus.exclude, questions: options.questions, seed: options.seed, git: true });
  log(`== ${corpus.id}: ${workspace.files.length.toLocaleString("en-US")} files, ${(workspace.bytes / 1e6).toFixed(2)} MB, ${workspace.questions} synthetic questions ==`);
  const questionsFile = path.join(options.scratch, "questions.json");
  writeFileSync(questionsFile, JSON.stringify(await peerQuestions(root)));
  const chars = await peerChunkChars(root);
  const pr = preparePullRequest(workspace, path.join(options.scratch, "pr"));
  const floor = new Series("floor");
  const peerTokens = new Series("peer, tokens");
  const peerChars = new Series("peer, characters");
  const steps: Array<() => void> = [
    () => floor.add(runFloor(paths, root)),
    () => peerTokens.add(runPeer(paths, { root, questions: questionsFile, unit: "tokens", size: BENCH_CHUNKING.tokens.size, overlap: BENCH_CHUNKING.tokens.overlap })),
    () => peerChars.add(runPeer(paths, { root, questions: questionsFile, unit: "chars", size: chars, overlap: Math.round(chars / 6) })),
  ];
  const measured = builds.map((build) => {
    const tag = builds.length > 1 ? ` [${build.name}]` : "";
    const own = path.join(options.scratch, `build-${build.name}`);
    // The cache a pull request finds: filled by the action's run on main (as main's CI leaves it,
    // checking every source on a push). Each build keeps its own: their formats may differ.
    const mainCache = path.join(own, "cache-main");
    const warmUp = runAction(build.paths, { workspace: root, baseRef: "main", cacheDir: mainCache, sha: pr.baseSha, scope: "all" });
    if (warmUp.exitCode > 1) throw new Error(`the warm-up action run of build ${build.name} failed:\n${warmUp.stdout.slice(-2000)}`);
    const cliCache = path.join(own, "cache-cli");
    runCli(build.paths, ["check", "--root", root, "--cache-dir", cliCache]);
    const series = {
      cold: new Series(`check, tokens, cold (--no-cache)${tag}`),
      coldFill: new Series(`check, tokens, cold, filling an empty cache${tag}`),
      warm: new Series(`check, tokens, warm cache${tag}`),
      words: new Series(`check, words, cold (--no-cache)${tag}`),
      pullRequest: new Series(`pull request of 5 files, warm cache (action)${tag}`),
      sweep: new Series(`sweep, 15 cells, tokens, cold (--no-cache)${tag}`),
    };
    const report = path.join(own, "report.json");
    steps.push(
      () => series.cold.add(runCli(build.paths, ["check", "--root", root, "--no-cache", "--format", "json", "--json", report])),
      () => {
        const fresh = path.join(own, `cache-fresh-${series.coldFill.runs.length}`);
        series.coldFill.add(runCli(build.paths, ["check", "--root", root, "--cache-dir", fresh]));
        rmSync(fresh, { recursive: true, force: true });
      },
      () => series.warm.add(runCli(build.paths, ["check", "--root", root, "--cache-dir", cliCache])),
      () => series.words.add(runCli(build.paths, ["check", "--root", root, "--registry", workspace.registries.words, "--no-cache"])),
      () => {
        const cache = path.join(own, `cache-pr-${series.pullRequest.runs.length}`);
        cpSync(mainCache, cache, { recursive: true });
        series.pullRequest.add(runAction(build.paths, { workspace: pr.worktree, baseRef: "main", cacheDir: cache, sha: pr.headSha }));
        rmSync(cache, { recursive: true, force: true });
      },
      () => series.sweep.add(runCli(build.paths, ["sweep", "--root", root, "--source", "docs", "--sizes", SWEEP_SIZES, "--overlaps", SWEEP_OVERLAPS, "--no-cache"])),
    );
    return { build, tag, series, report };
  });
  for (let round = 0; round < options.runs; round++) {
    // Rotate the order each round, so no process always follows the same neighbour.
    for (let i = 0; i < steps.length; i++) steps[(i + round * 3) % steps.length]!();
  }
  log(renderSeries([floor, peerTokens, peerChars, ...measured.flatMap((m) => Object.values(m.series))]));
  const ratio = (a: number, b: number) => (Number.isNaN(a) || Number.isNaN(b) || b === 0 ? "n/a" : (a / b).toFixed(2));
  const peerOut = (s: Series) => JSON.parse(s.runs[0]!.stdout.trim().split("\n").pop() ?? "{}") as { chunks: number; recall: number };
  const peerTokensOut = peerOut(peerTokens);
  const peerCharsOut = peerOut(peerChars);
  for (const { build, series: s, report } of measured) {
    log("");
    if (builds.length > 1) log(`build ${build.name}:`);
    const check = JSON.parse(readFileSync(report, "utf8")) as { sources: Array<{ train: { recall: number }; heldOut: { recall: number }; cost: { chunks: number } }> };
    log(`cold check, tokens: ${ratio(peerTokens.cpu, s.cold.cpu)}× faster than the peer in tokens; ${ratio(s.cold.cpu, floor.cpu)}× the floor (CPU)`);
    log(`  first run filling an empty cache: ${ratio(peerTokens.cpu, s.coldFill.cpu)}× faster than the peer; ${ratio(s.coldFill.cpu, floor.cpu)}× the floor`);
    log(`cold check, words: ${ratio(peerChars.cpu, s.words.cpu)}× faster than the peer by characters (CPU)`);
    log(`pull request touching 5 files, warm cache: ${ratio(peerTokens.cpu, s.pullRequest.cpu)}× faster than the peer in tokens (${ratio(peerChars.cpu, s.pullRequest.cpu)}× than by characters); ${ratio(s.pullRequest.cpu, floor.cpu)}× the floor (CPU)`);
    log(`warm check (nothing changed): ${ratio(peerTokens.cpu, s.warm.cpu)}× faster than the peer; ${ratio(s.warm.cpu, floor.cpu)}× the floor`);
    log(`15-cell sweep: ${ratio(s.sweep.cpu, s.cold.cpu)}× one cold check (CPU)`);
    log(`peak memory, cold check: ${ratio(s.cold.peakMb, peerTokens.peakMb)} of the peer's in tokens, ${ratio(s.cold.peakMb, peerChars.peakMb)} of the peer's by characters`);
    const source = check.sources[0];
    log(
      `recall@3 (all questions): chunkgate train ${source?.train.recall.toFixed(3)} / held-out ${source?.heldOut.recall.toFixed(3)} over ${source?.cost.chunks} chunks; ` +
        `peer ${peerTokensOut.recall?.toFixed(3)} (tokens, ${peerTokensOut.chunks} chunks), ${peerCharsOut.recall?.toFixed(3)} (characters of ${chars}, ${peerCharsOut.chunks} chunks)`,
    );
  }
  const [a, b] = measured;
  if (a && b) {
    log("");
    const kinds = Object.keys(a.series) as Array<keyof typeof a.series>;
    log(`B / A, CPU: ${kinds.map((k) => `${a.series[k].label.replace(/ \[A\]$/, "")} ${ratio(b.series[k].cpu, a.series[k].cpu)}`).join("; ")}`);
    log(`B / A, peak memory of the cold check: ${ratio(b.series.cold.peakMb, a.series.cold.peakMb)}`);
  }
}

function renderSeries(all: readonly Series[]): string {
  const rows = all.map((s) => [s.label, fmt(s.cpu, "s"), fmt(s.wall, "s"), fmt(s.peakMb, "MB", 0), fmt(s.minorFaults / 1000, "k", 1), String(s.runs.length)]);
  const header = ["process", "CPU", "wall", "peak RSS", "page faults", "runs"];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function fmt(value: number, unit: string, digits = 2): string {
  return Number.isNaN(value) ? "n/a" : `${value.toFixed(digits)} ${unit}`;
}

/** A branch `pr` changing 5 documents (a paragraph appended to each), checked out in its own worktree. */
function preparePullRequest(workspace: BenchWorkspace, worktree: string): { worktree: string; baseSha: string; headSha: string } {
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=bench", "-c", "user.email=bench@example.invalid", ...args], { cwd: workspace.root, encoding: "utf8" }).trim();
  const baseSha = git("rev-parse", "HEAD");
  git("worktree", "add", "-q", "-b", "pr", worktree);
  const step = Math.max(1, Math.floor(workspace.files.length / 5));
  for (let i = 0; i < 5 && i * step < workspace.files.length; i++) {
    appendFileSync(path.join(worktree, workspace.files[i * step]!), "\n\nA paragraph this pull request adds, with words the page did not have before.\n");
  }
  execFileSync("git", ["-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "commit", "-qam", "pr: edit 5 documents"], { cwd: worktree });
  const headSha = execFileSync("git", ["rev-parse", "HEAD"], { cwd: worktree, encoding: "utf8" }).trim();
  return { worktree, baseSha, headSha };
}

/** The time curve: cold checks of 1/8, 1/4, 1/2 and all of a corpus; each doubling should about double the time. */
function benchScaling(options: { builds: readonly BenchBuild[]; corpus: BenchCorpus; source: string; scratch: string; runs: number; log: (line: string) => void }): void {
  const { log, builds } = options;
  log(`== time curve: cold check in tokens on 1/8, 1/4, 1/2 and all of ${options.corpus.folder} (every 8th, 4th, 2nd file) ==`);
  const rows = builds.map(() => [] as ScalingRow[]);
  for (const every of [8, 4, 2, 1]) {
    const root = path.join(options.scratch, `every-${every}`);
    const workspace = buildBenchWorkspace({ sourceRoot: options.source, dir: root, include: options.corpus.include, exclude: options.corpus.exclude, questions: 100, seed: 7, pick: (files) => files.filter((_, i) => i % every === 0) });
    const series = builds.map((build) => new Series(`1/${every} [${build.name}]`));
    // The builds alternate within each round, so both see the same load.
    for (let r = 0; r < options.runs; r++) builds.forEach((build, b) => series[b]!.add(runCli(build.paths, ["check", "--root", root, "--no-cache"])));
    series.forEach((s, b) => rows[b]!.push({ share: every === 1 ? "all" : `1/${every}`, files: workspace.files.length, bytes: workspace.bytes, cpu: s.cpu, wall: s.wall, peakMb: s.peakMb }));
    rmSync(root, { recursive: true, force: true });
  }
  builds.forEach((build, b) => {
    if (builds.length > 1) log(`  build ${build.name}:`);
    logScaling(rows[b]!, log);
  });
}

interface ScalingRow {
  share: string;
  files: number;
  bytes: number;
  cpu: number;
  wall: number;
  peakMb: number;
}

function logScaling(rows: readonly ScalingRow[], log: (line: string) => void): void {
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    const growth = previous ? ` (×${(row.cpu / previous.cpu).toFixed(2)} for ×${(row.bytes / previous.bytes).toFixed(2)} bytes)` : "";
    log(`  ${row.share.padEnd(4)} ${String(row.files).padStart(6)} files ${(row.bytes / 1e6).toFixed(2).padStart(6)} MB: ${row.cpu.toFixed(2)} s CPU, ${row.wall.toFixed(2)} s wall, ${row.peakMb.toFixed(0)} MB peak${growth}`);
  });
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  // A process has a fixed start cost; the slope shows whether the rest is linear.
  const slope = (last.cpu - first.cpu) / (last.bytes - first.bytes);
  log(`  per MB beyond the 1/8 point: ${(slope * 1e6).toFixed(3)} s; fixed start cost extrapolated to 0 MB: ${(first.cpu - slope * first.bytes).toFixed(2)} s`);
}

async function benchSynthetic(options: { paths: BenchPaths; builds: readonly BenchBuild[]; documents: number; seed: number; peer: boolean; scratch: string; log: (line: string) => void }): Promise<void> {
  const { log } = options;
  const root = path.join(options.scratch, "repo");
  const generated = generateSyntheticCorpus({ dir: path.join(root, "docs"), documents: options.documents, seed: options.seed });
  const workspace = buildBenchWorkspace({ sourceRoot: root, dir: root, include: ["docs/**/*.md"], exclude: [], questions: 300, seed: options.seed, inPlace: true });
  log(`== synthetic corpus (bench/synthetic/generateCorpus.ts): ${generated.documents.toLocaleString("en-US")} documents, ${(generated.bytes / 1e6).toFixed(1)} MB ==`);
  const lines: string[] = [];
  for (const build of options.builds) {
    const check = new Series(`check, tokens, cold (--no-cache)${options.builds.length > 1 ? ` [${build.name}]` : ""}`);
    check.add(runCli(build.paths, ["check", "--root", root, "--no-cache"]));
    lines.push(`  ${check.label}: ${fmt(check.cpu, "s")} CPU, ${fmt(check.wall, "s")} wall, peak RSS ${fmt(check.peakMb, "MB", 0)} (${(check.peakMb / 1024).toFixed(2)} GiB)`);
  }
  if (options.peer) {
    const questionsFile = path.join(options.scratch, "questions.json");
    writeFileSync(questionsFile, JSON.stringify(await peerQuestions(root)));
    const peer = new Series("peer, tokens");
    peer.add(runPeer(options.paths, { root, questions: questionsFile, unit: "tokens", size: BENCH_CHUNKING.tokens.size, overlap: BENCH_CHUNKING.tokens.overlap }));
    lines.push(`  ${peer.label}: ${fmt(peer.cpu, "s")} CPU, ${fmt(peer.wall, "s")} wall, peak RSS ${fmt(peer.peakMb, "MB", 0)}`);
  }
  for (const line of lines) log(line);
  log(`  (${workspace.files.length.toLocaleString("en-US")} files checked; corpus on disk ${(statSync(root).size > 0 ? generated.bytes / 1e6 : 0).toFixed(1)} MB)`);
}
