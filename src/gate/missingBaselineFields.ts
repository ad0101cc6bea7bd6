import type { Baseline } from "../config/index.js";

/** The keys `record` writes that `baseline` lacks, in its order (`held_out_recall` only with held-out questions). */
export function missingBaselineFields(baseline: Baseline): string[] {
  const missing: string[] = [];
  if (baseline.retriever === null) missing.push("retriever");
  if (baseline.k === null) missing.push("k");
  if (baseline.heldOutRecall === null && (baseline.questions === null || baseline.questions.heldOut > 0)) missing.push("held_out_recall");
  if (baseline.questions === null) missing.push("questions");
  if (baseline.corpus === null) missing.push("corpus");
  return missing;
}
