import type { SourceReport } from "../usecases/index.js";
import { plural } from "../formatCount.js";

/** How a source's baseline was measured, in one sentence without a final period, from what it records; null without one. */
export function describeBaseline(source: SourceReport): string | null {
  const b = source.baseline;
  if (b === null) return null;
  const heldOut = b.heldOutRecall === null ? "" : `; held-out ${b.heldOutRecall.toFixed(3)}${b.questions ? ` on ${plural(b.questions.heldOut, "question")}` : ""}`;
  return `Baseline measured ${b.measuredOn}${b.retriever === null ? "" : ` with ${b.retriever}`}${b.k === null ? "" : ` at k=${b.k}`}${heldOut}`;
}

/** The note for a baseline that lacks keys `chunkgate record` writes: what it costs and the command; null when none. */
export function describeMissingBaseline(source: SourceReport): string | null {
  const missing = source.baselineMissing;
  if (missing.length === 0) return null;
  const keys = missing.map((key) => `\`${key}\``);
  const list = keys.length === 1 ? keys[0]! : `${keys.slice(0, -1).join(", ")} and ${keys.at(-1)!}`;
  return (
    `The baseline records no ${list}; it gates as it is, but a baseline measured with another retriever, at another k or on a much smaller corpus cannot be flagged. ` +
    `\`chunkgate record --source ${source.id} --write\` measures the source again and writes them.`
  );
}
