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
export declare const REPEAT_BELOW_MS = 2000;
/**
 * Times `fn`. A first run under {@link REPEAT_BELOW_MS} is followed by two more and the median of the
 * three is reported (short steps are noisy on a shared machine); a longer step runs once, which keeps
 * the whole benchmark inside its time budget. The value of the first run is returned, so later steps
 * consume exactly what was timed first. CPU time is recorded beside wall time because it stays
 * meaningful when other processes compete for the cores.
 */
export declare function measure<T>(fn: () => T | Promise<T>): Promise<Timing<T>>;
/** A timing without its value, so a report does not keep a corpus alive. */
export type StepTime = Pick<Timing<unknown>, "ms" | "cpuMs" | "runs">;
export declare function stepTime(timing: Timing<unknown>): StepTime;
