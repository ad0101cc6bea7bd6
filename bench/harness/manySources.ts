import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runCli, type BenchPaths } from "./benchProcesses.js";
import { median } from "./timedRun.js";

/**
 * Issue 11's registry shapes, as whole cold checks (fresh process, `--no-cache`): 1,250, 2,500 and
 * 5,000 sources whose globs all reach one `docs/` folder (each source one page, two questions),
 * where every doubling should about double the time; and a source folder holding a symbolic link
 * to `/`, which must be refused after one lookup, not a crawl of the disk.
 */
export function measureManySources(options: { paths: BenchPaths; scratch: string; runs: number; log: (line: string) => void }): void {
  const { log } = options;
  log("== many sources, whole check (fresh process, --no-cache): n sources sharing docs/, one page and two questions each ==");
  let previous: { n: number; cpu: number } | undefined;
  for (const n of [1250, 2500, 5000]) {
    const root = writeRegistry(path.join(options.scratch, `sources-${n}`), n);
    const costs = Array.from({ length: options.runs }, () => {
      const cost = runCli(options.paths, ["check", "--root", root, "--no-cache"]);
      if (cost.exitCode > 1) throw new Error(`check failed on ${n} sources (exit ${cost.exitCode}):\n${cost.stderr.slice(-2000)}`);
      return cost;
    });
    const cpu = median(costs.map((c) => c.cpu));
    const peak = median(costs.map((c) => c.peakMb));
    const wall = median(costs.map((c) => c.wall));
    const grew = previous ? ` (×${(cpu / previous.cpu).toFixed(2)} for ×${(n / previous.n).toFixed(0)} sources)` : "";
    log(`  ${`${n.toLocaleString("en-US")} sources`.padEnd(16)} ${cpu.toFixed(2)} s CPU, ${wall.toFixed(2)} s wall, ${peak.toFixed(0)} MB peak${grew}`);
    previous = { n, cpu };
    rmSync(root, { recursive: true, force: true });
  }
  const root = writeRegistry(path.join(options.scratch, "link-to-root"), 1);
  symlinkSync("/", path.join(root, "docs", "root"));
  const cost = runCli(options.paths, ["check", "--root", root, "--no-cache"]);
  const refused = cost.exitCode === 2 && /points outside the corpus root/.test(cost.stderr);
  log(`  ${"link to / in docs/".padEnd(16)} ${cost.cpu.toFixed(2)} s CPU, ${cost.wall.toFixed(2)} s wall: ${refused ? "refused, naming the link" : `NOT refused (exit ${cost.exitCode})`}`);
  rmSync(root, { recursive: true, force: true });
}

function writeRegistry(root: string, n: number): string {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, "docs"), { recursive: true });
  mkdirSync(path.join(root, "evals"), { recursive: true });
  const registry = ["version: 1", "questions: evals/q.yaml", "retriever: { kind: bm25 }", "k: 3", "split: { train: 0.7, seed: 42 }", "sources:"];
  const golden: string[] = [];
  for (let i = 0; i < n; i++) {
    writeFileSync(path.join(root, "docs", `p${i}.md`), `# Page ${i}\n\n## Topic ${i}\n\nThe widget ${i} handles alpha${i} and beta${i}.\n\n## Other\n\nUnrelated text about delta${i}.\n`);
    // optional: with two questions a source, the 70/30 split leaves some sources no train question,
    // which fails a run closed (exit 2); optional sources are still evaluated, they just do not decide
    registry.push(`  - id: s${i}`, `    include: ["docs/**/p${i}.md"]`, "    optional: true", "    chunking: { strategy: structural, unit: words, size: 120, overlap: 0 }");
    for (const j of [0, 1]) golden.push(`- question_id: q${i}-${j}`, `  question: "What handles alpha${i} and beta${i}?"`, "  supporting:", `    - document: docs/p${i}.md`, `      heading: ["Page ${i}", "Topic ${i}"]`);
  }
  writeFileSync(path.join(root, "chunkgate.yml"), `${registry.join("\n")}\n`);
  writeFileSync(path.join(root, "evals", "q.yaml"), `${golden.join("\n")}\n`);
  return root;
}
