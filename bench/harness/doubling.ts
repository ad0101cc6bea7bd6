import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseWork } from "../../src/corpus/markdown/parseWork.js";
import { createMeasurer } from "../../src/chunking/measure.js";
import { preparedWhole } from "../../test/helpers/preparedWhole.js";
import { chunkRecursive } from "../../src/chunking/recursive.js";
import { loadTokenCounter } from "../../src/chunking/tokenCounter.js";
import type { ChunkingParams } from "../../src/chunking/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { deeplyNested, HOSTILE_FAMILIES, type HostileFamily } from "../../test/helpers/hostileMarkdown.js";
import { buildBenchWorkspace } from "./benchWorkspace.js";
import { runCli, type BenchPaths } from "./benchProcesses.js";
import { median } from "./timedRun.js";

/** Size of the smallest document of each family in the in-process part, in characters. */
const BASE_CHARS = 400_000;

/**
 * The doubling of hostile and large inputs (issue 11: cost bounded by the size of the input, not
 * its shape), in two parts:
 *
 * 1. In process: every family of test/helpers/hostileMarkdown.ts parsed at n, 2n and 4n (n chosen
 *    so the smallest document holds about 400 KB), CPU median of `runs`, after one warm-up parse;
 *    each doubling should at most about double the time (and the parser's step count, which the
 *    tests assert on).
 * 2. As CI runs it: a cold `check` process on a repository holding one small page (which the
 *    golden set asks about) plus one large file — the 200,000-line paragraph and 200,000 headings of issue 11 at half and full size,
 *    vba-docs' 2 MB `api/TOC.md` repeated 1, 2 and 4 times, and 10,000-deep lists and quotes
 *    (skipped with a warning) — CPU and peak memory, against the same repository without the file.
 *
 * `inProcess: false` (default true) runs part 2 only: part 1 imports this checkout's `src/`, so it
 * says nothing about a second build measured with `--against`.
 */
export async function measureDoubling(options: { paths: BenchPaths; corporaRoot: string; scratch: string; runs: number; inProcess?: boolean; log: (line: string) => void }): Promise<void> {
  const { log } = options;
  if (options.inProcess ?? true) {
    log(`== doubling, in process: parse CPU at n, 2n, 4n (median of ${options.runs}); ×: growth for ×2 input ==`);
    for (const family of HOSTILE_FAMILIES) log(`  ${measureFamily(family, options.runs)}`);
    log("");
    log(`== doubling, in process: recursive chunker (tokens, size 120/20) on one long line, CPU median of ${options.runs} (issue 11: was 4, 13, 40, 151 s) ==`);
    for (const line of await measureRecursive(options.runs)) log(`  ${line}`);
    log("");
  }
  log("== doubling, whole check (fresh process, --no-cache): one small page plus one large file ==");
  const toc = path.join(options.corporaRoot, "vba-docs", "api", "TOC.md");
  const tocText = safeRead(toc);
  const cases: Array<{ label: string; file: string; text: () => string }> = [
    { label: "100,000-line paragraph", file: "big.md", text: () => paragraph(100_000) },
    { label: "200,000-line paragraph", file: "big.md", text: () => paragraph(200_000) },
    { label: "100,000 headings", file: "big.md", text: () => headings(100_000) },
    { label: "200,000 headings", file: "big.md", text: () => headings(200_000) },
    ...(tocText === undefined
      ? []
      : [1, 2, 4].map((times) => ({ label: `vba-docs api/TOC.md ×${times}`, file: "big.md", text: () => tocText.repeat(times) }))),
    { label: "list nested 10,000 deep (`- ` ×10,000)", file: "big.md", text: () => deeplyNested("- ", 10_000) },
    { label: "quote nested 10,000 deep (`> ` ×10,000)", file: "big.md", text: () => deeplyNested("> ", 10_000) },
  ];
  if (tocText === undefined) log(`  (${toc} is absent: the TOC.md rows are left out)`);
  const baseline = checkWith(options, undefined);
  log(`  ${"small page only".padEnd(42)} ${baseline.cpu.toFixed(2)} s CPU, ${baseline.peakMb.toFixed(0)} MB peak`);
  let previous: { bytes: number; beyond: number } | undefined;
  for (const c of cases) {
    const text = c.text();
    const bytes = Buffer.byteLength(text);
    const cost = checkWith(options, { file: c.file, text });
    const beyond = cost.cpu - baseline.cpu;
    const grew = previous && bytes > previous.bytes * 1.5 ? ` (×${(beyond / previous.beyond).toFixed(2)} for ×${(bytes / previous.bytes).toFixed(2)} bytes)` : "";
    const skipped = /skipped/.test(cost.stderr + cost.stdout) ? ", skipped with a warning" : "";
    log(`  ${c.label.padEnd(42)} ${(bytes / 1e6).toFixed(2).padStart(5)} MB: ${cost.cpu.toFixed(2)} s CPU (${beyond.toFixed(2)} s beyond the page alone), ${cost.peakMb.toFixed(0)} MB peak${grew}${skipped}`);
    previous = { bytes, beyond };
  }
}

/** The recursive chunker on one line of 25k … 200k words, and one unbreakable 800k-letter "word": CPU and characters measured. */
export async function measureRecursive(runs: number): Promise<string[]> {
  const counter = await loadTokenCounter("o200k_base");
  const params: ChunkingParams = { strategy: "recursive", unit: "tokens", size: 120, overlap: 20, contextHeader: true, tokenizer: "o200k_base" };
  const shapes: Array<[string, (n: number) => string]> = [
    ["words", (n) => Array.from({ length: n }, (_, i) => `w${i % 997}`).join(" ")],
    ["letters without a space", (n) => "x".repeat(n * 4)],
  ];
  const out: string[] = [];
  for (const [shape, make] of shapes) {
    let previous: number | undefined;
    const cells: string[] = [];
    for (const n of [25_000, 50_000, 100_000, 200_000]) {
      const prepared = preparedWhole(parseDocument({ path: "long.md", content: `# Long\n\n${make(n)}\n` }).document, createMeasurer(counter));
      const times: number[] = [];
      for (let r = 0; r < runs; r++) {
        const started = process.cpuUsage();
        chunkRecursive(prepared, params, createMeasurer(counter));
        const used = process.cpuUsage(started);
        times.push((used.user + used.system) / 1000);
      }
      const ms = median(times);
      cells.push(`${n / 1000}k ${ms.toFixed(0)} ms${previous === undefined ? "" : ` ×${(ms / Math.max(previous, 0.001)).toFixed(2)}`}`);
      previous = ms;
    }
    out.push(`${shape.padEnd(24)} ${cells.join(" | ")}`);
  }
  return out;
}

function measureFamily(family: HostileFamily, runs: number): string {
  let n = 64;
  while (family.text(n).length < BASE_CHARS) n *= 2;
  parseDocument({ path: family.path, content: family.text(n) });
  const points = [n, 2 * n, 4 * n].map((size) => {
    const content = family.text(size);
    const times: number[] = [];
    let steps = 0;
    for (let r = 0; r < runs; r++) {
      parseWork.steps = 0;
      const started = process.cpuUsage();
      parseDocument({ path: family.path, content });
      const used = process.cpuUsage(started);
      times.push((used.user + used.system) / 1000);
      steps = parseWork.steps;
    }
    return { size, bytes: content.length, ms: median(times), steps };
  });
  const cells = points.map((p, i) => {
    const before = points[i - 1];
    const growth = before ? ` ×${(p.ms / Math.max(before.ms, 0.001)).toFixed(2)} (steps ×${(p.steps / Math.max(1, before.steps)).toFixed(2)})` : "";
    return `${(p.bytes / 1e6).toFixed(2)} MB ${p.ms.toFixed(0)} ms${growth}`;
  });
  return `${family.name.padEnd(46)} ${cells.join(" | ")}`;
}

/** A cold check of a repository holding a small page and, optionally, `big` (the file limit raised to 64 MiB). */
function checkWith(options: { paths: BenchPaths; scratch: string; runs: number }, big: { file: string; text: string } | undefined): ReturnType<typeof runCli> & { cpu: number } {
  const root = path.join(options.scratch, "doubling");
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, "docs"), { recursive: true });
  writeFileSync(path.join(root, "docs", "guide.md"), SMALL_PAGE);
  buildBenchWorkspace({ sourceRoot: root, dir: root, include: ["docs/**/*.md"], exclude: [], questions: 20, seed: 7, inPlace: true, registryLines: ["max_file_bytes: 67108864"] });
  // Written after the golden set: its questions are about the small page, so the large file is
  // corpus only (parsed, counted, chunked, indexed, searched), the same questions at every size.
  if (big) writeFileSync(path.join(root, "docs", big.file), big.text);
  const costs = Array.from({ length: options.runs }, () => {
    const cost = runCli(options.paths, ["check", "--root", root, "--no-cache"]);
    if (cost.exitCode > 1) throw new Error(`check failed on the doubling repository (exit ${cost.exitCode}):\n${cost.stderr.slice(-2000)}`);
    return cost;
  });
  rmSync(root, { recursive: true, force: true });
  const sorted = [...costs].sort((a, b) => a.cpu - b.cpu);
  return sorted[sorted.length >> 1]!;
}

// Three sections long enough (20+ words) for the synthetic golden set to ask about them.
const SMALL_PAGE = [
  "# Guide",
  "",
  "## Installing the command line tool",
  "",
  "Download the archive for your platform, unpack it into a folder on your path, and check the installation by printing the version number from a new terminal window.",
  "",
  "## Configuring a project before the first run",
  "",
  "Create the configuration file at the repository root, list the folders that hold documentation, and choose how large each indexed piece of text may grow.",
  "",
  "## Reading the report after a check",
  "",
  "The report lists every question with the rank of its first relevant answer, the recall of the train split, and the verdict against the recorded baseline.",
  "",
].join("\n");

const paragraph = (lines: number): string => HOSTILE_FAMILIES[0]!.text(lines);
const headings = (count: number): string => Array.from({ length: count }, (_, i) => `## Heading ${i}\n`).join("");

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
