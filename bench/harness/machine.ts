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
