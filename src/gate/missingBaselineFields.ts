import type { Baseline } from "../config/index.js";

/**
 * The keys `chunkgate record` would write that `baseline` lacks, in record's order, for the report
 * to name: without them a baseline measured another way cannot be flagged. `held_out_recall` is
 * missing only when held-out questions were recorded, or nothing says there were none.
 */
export function missingBaselineFields(baseline: Baseline): string[] {
  const missing: string[] = [];
  if (baseline.retriever === null) missing.push("retriever");
  if (baseline.k === null) missing.push("k");
  if (baseline.heldOutRecall === null && (baseline.questions === null || baseline.questions.heldOut > 0)) missing.push("held_out_recall");
  if (baseline.questions === null) missing.push("questions");
  if (baseline.corpus === null) missing.push("corpus");
  return missing;
}
