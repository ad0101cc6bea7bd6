import type { Baseline } from "../config/index.js";

/**
 * The registry keys `chunkgate record` would write that `baseline` lacks, in the order record
 * writes them: `retriever`, `k`, `held_out_recall`, `questions`, `corpus`. A minimal baseline (a
 * date and a recall) gates like any other, but without these the check cannot tell a baseline
 * measured with another retriever, at another k or on a much smaller corpus, so the report names
 * them. `held_out_recall` counts as missing only when held-out questions were recorded, or when
 * nothing says there were none (record leaves it out when no held-out question lands in the source).
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
