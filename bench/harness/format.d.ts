import type { StepTime } from "./measure.js";
/** "812 ms", "3.41 s", "0.052 ms": milliseconds with as many digits as mean something. */
export declare function formatMs(ms: number): string;
/** A step's time with its repetition count: "812 ms ×3" (median of 3) or "41.2 s ×1". */
export declare function formatStep(step: StepTime): string;
/** chunkgate / peer, e.g. "2.41"; above 1 chunkgate took longer. */
export declare function formatRatio(chunkgate: number, peer: number): string;
export declare function formatMbPerSecond(bytes: number, ms: number): string;
export declare function formatMb(bytes: number): string;
/** Left-aligned first column, right-aligned numbers, for a monospaced terminal. */
export declare function renderTable(header: string[], rows: string[][]): string;
