import type { Baseline, Registry } from "../../config/index.js";
import type { RecordedBaseline } from "./types.js";

/** The baselines a pull request recorded afresh (a new `measured_on` or `digest`), before → after, for reviewers to see the new yardstick. */
export function recordedBaselines(base: Registry, head: Registry): RecordedBaseline[] {
  const recorded: RecordedBaseline[] = [];
  for (const source of head.sources) {
    const after = source.baseline;
    if (after === null) continue;
    const before = base.sources.find((s) => s.id === source.id)?.baseline ?? null;
    if (before !== null && before.measuredOn === after.measuredOn && before.digest === after.digest) continue;
    const was = before === null ? "no baseline" : describe(before);
    recorded.push({
      sourceId: source.id,
      before: before === null ? null : describe(before),
      after: describe(after),
      sentence: `This pull request records a new baseline for \`${source.id}\`: ${was} → ${describe(after)}.`,
    });
  }
  return recorded;
}

/** `recall 0.91, held-out 0.90 on 2026-11-03 (digest)`. */
function describe(b: Baseline): string {
  const held = b.heldOutRecall === null ? "" : `, held-out ${b.heldOutRecall}`;
  const measured = b.digest === undefined ? " (no digest)" : "";
  return `recall ${b.recall}${held}, measured on ${b.measuredOn}${measured}`;
}
