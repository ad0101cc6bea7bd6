import { setFlagsFromString } from "node:v8";

/**
 * How much longer than V8's default a function runs before TurboFan optimizes it, as the flag each
 * V8 reads: `--interrupt-budget` (bytecode executed between tier-up checks, default 67,584) up to V8
 * 11 (Node 20), `--invocation-count-for-turbofan` (default 3,000) from V8 12 (Node 22 and 24).
 *
 * Why: a check is a process of seconds, and V8 optimizes every function that runs a little on
 * background threads that a CPU-second count pays for: on a warm pull request of vba-docs, TurboFan
 * jobs were 17 % of the process's CPU samples (perf, every thread). Waiting longer leaves the cold
 * and briefly hot functions to the interpreter and Sparkplug, and still optimizes the loops a run
 * spends its time in (counting, indexing, searching). Measured in fresh processes, interleaved,
 * CPU seconds (user + system) against the same bundle without the flag, on 2 cores, vba-docs:
 * - Node 20, budget 800,000: a warm pull request 2.47 → 2.11 s (5 rounds) with wall time 1.76 →
 *   1.69 s; a cold check 5.09 → 4.80 s (4 rounds); a 15-cell sweep 17.1 → 16.4 s (2 rounds). A
 *   budget of 400,000 gave about half the gain on the pull request, and 1,600,000 no more than 800,000.
 * - Node 24, 30,000 invocations: a warm pull request 2.47 → 2.37 s, a cold check 4.92 → 4.63 s (4
 *   and 3 rounds); 12,000 gave less, 100,000 no more.
 */
export const TIER_UP_FLAGS: Readonly<Record<string, { flag: string; value: number }>> = {
  "11": { flag: "interrupt-budget", value: 800_000 },
  "12": { flag: "invocation-count-for-turbofan", value: 30_000 },
  "13": { flag: "invocation-count-for-turbofan", value: 30_000 },
  "14": { flag: "invocation-count-for-turbofan", value: 30_000 },
};

/**
 * Asks V8 to optimize functions later than its default (see TIER_UP_FLAGS), unless the process
 * was started with its own value of that flag (in its arguments or in NODE_OPTIONS), which is then
 * kept, or runs a V8 whose flag is not known here: V8 prints an error for a flag it does not have,
 * so none is guessed. Called first by the CLI and the action; functions first run after it tier up
 * by the new count. Returns whether a flag was set.
 *
 * Guarantees: changes only when V8 optimizes code, never a result.
 */
export function tierUpLater(argv: readonly string[] = process.execArgv, nodeOptions: string = process.env.NODE_OPTIONS ?? "", v8Version: string = process.versions.v8, setFlags: (flags: string) => void = setFlagsFromString): boolean {
  const chosen = TIER_UP_FLAGS[v8Version.split(".")[0]!];
  if (chosen === undefined) return false;
  const given = new RegExp(`--${chosen.flag.replaceAll("-", "[-_]")}(?![-_a-z])`);
  if (argv.some((a) => given.test(a)) || given.test(nodeOptions)) return false;
  setFlags(`--${chosen.flag}=${chosen.value}`);
  return true;
}
