import type { StepTime } from "./measure.js";

/** "812 ms", "3.41 s", "0.052 ms": milliseconds with as many digits as mean something. */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 10) return `${ms.toFixed(0)} ms`;
  if (ms >= 1) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(3)} ms`;
}

/** A step's time with its repetition count: "812 ms ×3" (median of 3) or "41.2 s ×1". */
export function formatStep(step: StepTime): string {
  return `${formatMs(step.ms)} ×${step.runs}`;
}

/** chunkgate / peer, e.g. "2.41"; above 1 chunkgate took longer. */
export function formatRatio(chunkgate: number, peer: number): string {
  if (peer <= 0) return "—";
  const r = chunkgate / peer;
  return r >= 100 ? r.toFixed(0) : r >= 10 ? r.toFixed(1) : r.toFixed(2);
}

export function formatMbPerSecond(bytes: number, ms: number): string {
  return ms <= 0 ? "—" : `${(bytes / 2 ** 20 / (ms / 1000)).toFixed(2)} MB/s`;
}

export function formatMb(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(2)} MB`;
}

/** Left-aligned first column, right-aligned numbers, for a monospaced terminal. */
export function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? "").length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 || c === cells.length - 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
