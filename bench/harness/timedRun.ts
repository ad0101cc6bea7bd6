import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** What one child process cost, as the operating system counted it (the process and its children). */
export interface ProcessCost {
  /** Wall-clock seconds. */
  wall: number;
  /** User + system CPU seconds; NaN when /usr/bin/time is not available. */
  cpu: number;
  /** Peak resident set size in MiB; NaN when unknown. */
  peakMb: number;
  /**
   * Minor page faults (pages touched for the first time, mostly); NaN when unknown. On some hosts
   * each costs ~10 µs of CPU (mostly system time), so a process's fresh memory is part of its CPU figure.
   */
  minorFaults: number;
  exitCode: number;
  stdout: string;
  stderr: string;
}

const TIME = "/usr/bin/time";

/** Whether CPU and peak memory can be measured here (GNU time is installed). */
export function canMeasureProcesses(): boolean {
  return existsSync(TIME);
}

/**
 * Runs `command args` as its own process (a first-run process, as a CI step pays it: node start,
 * module loading, nothing warmed in-process) and returns its cost. With GNU time, CPU is user +
 * system time of the process and everything it waited for (git children included) and memory its
 * peak RSS; without it, only wall time is known.
 */
export function timedRun(command: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): ProcessCost {
  const dir = mkdtempSync(path.join(tmpdir(), "chunkgate-bench-time-"));
  const report = path.join(dir, "time.txt");
  try {
    const measured = canMeasureProcesses();
    const started = performance.now();
    const child = measured
      ? spawnSync(TIME, ["-f", "%e %U %S %M %R", "-o", report, command, ...args], { cwd: options.cwd, env: options.env, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 })
      : spawnSync(command, [...args], { cwd: options.cwd, env: options.env, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
    const wallMs = performance.now() - started;
    let wall = wallMs / 1000;
    let cpu = Number.NaN;
    let peakMb = Number.NaN;
    let minorFaults = Number.NaN;
    if (measured && existsSync(report)) {
      const last = readFileSync(report, "utf8").trim().split("\n").pop() ?? "";
      const [w, user, system, rssKb, faults] = last.split(" ").map(Number);
      if ([w, user, system, rssKb].every((n) => Number.isFinite(n))) {
        wall = w!;
        cpu = user! + system!;
        peakMb = rssKb! / 1024;
        if (Number.isFinite(faults)) minorFaults = faults!;
      }
    }
    return { wall, cpu, peakMb, minorFaults, exitCode: child.status ?? -1, stdout: child.stdout ?? "", stderr: child.stderr ?? "" };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The median of some numbers (NaN for none). */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
