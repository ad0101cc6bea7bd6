/** One timed step: median wall and CPU time of its runs, and the value of its first run. */
export interface Timing<T> {
  /** Median wall-clock milliseconds. */
  ms: number;
  /** Median process CPU milliseconds (user + system, all threads: GC and libuv included). */
  cpuMs: number;
  runs: number;
  value: T;
}

/** Steps faster than this are repeated and reported as a median; slower ones run once. */
export const REPEAT_BELOW_MS = 2000;
const REPETITIONS = 3;

/**
 * Times `fn`. A first run under {@link REPEAT_BELOW_MS} is followed by two more and the median of the
 * three is reported (short steps are noisy on a shared machine); a longer step runs once, which keeps
 * the whole benchmark inside its time budget. The value of the first run is returned, so later steps
 * consume exactly what was timed first. CPU time is recorded beside wall time because it stays
 * meaningful when other processes compete for the cores.
 */
export async function measure<T>(fn: () => T | Promise<T>): Promise<Timing<T>> {
  const first = await timeOnce(fn);
  if (first.ms >= REPEAT_BELOW_MS) return { ms: first.ms, cpuMs: first.cpuMs, runs: 1, value: first.value };
  const runs = [first];
  for (let i = 1; i < REPETITIONS; i++) runs.push(await timeOnce(fn));
  return { ms: median(runs.map((r) => r.ms)), cpuMs: median(runs.map((r) => r.cpuMs)), runs: runs.length, value: first.value };
}

async function timeOnce<T>(fn: () => T | Promise<T>): Promise<{ ms: number; cpuMs: number; value: T }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await fn();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, value };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A timing without its value, so a report does not keep a corpus alive. */
export type StepTime = Pick<Timing<unknown>, "ms" | "cpuMs" | "runs">;

export function stepTime(timing: Timing<unknown>): StepTime {
  return { ms: timing.ms, cpuMs: timing.cpuMs, runs: timing.runs };
}
