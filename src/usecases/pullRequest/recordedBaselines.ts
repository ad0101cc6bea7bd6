import type { Baseline, Registry } from "../../config/index.js";
import type { RecordedBaseline } from "./types.js";

/**
 * The baselines a pull request measured afresh (what `chunkgate record --write` committed in it): a
 * source whose baseline at head has another `measured_on` or `digest` than at the base, or that
 * has one only at head. Each says what changed, before → after, so the comment shows the change a
 * record makes. A lowered recall among them is also a change that needs approval
 * (compareRegistries); this list is what reviewers read to see the new yardstick. Registry order.
 */
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
