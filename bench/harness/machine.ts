import { spawnSync } from "node:child_process";
import os from "node:os";

/** What the numbers were measured on; load average matters because the machine may be shared. */
export interface Machine {
  cores: number;
  cpu: string;
  memoryGb: number;
  node: string;
  platform: string;
  loadAverage: [number, number, number];
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  const [one, five, fifteen] = os.loadavg();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? "unknown",
    memoryGb: os.totalmem() / 2 ** 30,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAverage: [one ?? 0, five ?? 0, fifteen ?? 0],
  };
}

export function formatLoad(load: readonly number[]): string {
  return load.map((l) => l.toFixed(2)).join(" / ");
}

/**
 * CPU microseconds one fresh page costs on this host, or NaN when it cannot be measured: a child
 * node process allocates and fills 200 MB and divides its CPU time by its minor page faults. Hosts
 * differ by several times here (a paravirtualized one measured ~11.5 µs), and chunkgate's runs
 * touch more fresh memory than the floor, whose cost is mostly the tokenizer's arithmetic: the
 * figure says how much of a "× the floor" ratio is the host.
 */
export function measurePageFaultCost(): number {
  const script = [
    "const r0 = process.resourceUsage(), c0 = process.cpuUsage(), keep = [];",
    "for (let i = 0; i < 200; i++) keep.push(new Float64Array(1 << 17).fill(i));",
    "const c = process.cpuUsage(c0), faults = process.resourceUsage().minorPageFault - r0.minorPageFault;",
    "console.log(faults > 0 ? (c.user + c.system) / faults : NaN);",
  ].join("\n");
  const child = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
  const value = Number(child.stdout?.trim());
  return child.status === 0 && Number.isFinite(value) ? value : Number.NaN;
}
