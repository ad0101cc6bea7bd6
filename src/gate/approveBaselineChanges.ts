import type { Registry } from "../config/index.js";
import type { BaselineChange } from "./baselineChange.js";

/** A label on the pull request, and who applied it (from its `labeled` event; null when unknown). */
export interface AppliedLabel {
  name: string;
  appliedBy: string | null;
}

/** Whether the changes that need approval have it. */
export interface BaselineApproval {
  /** The changes that need the label (compareRegistries' `needsApproval`). */
  required: BaselineChange[];
  /** True when nothing needs approval, or the label is on the pull request. */
  approved: boolean;
  /** Who applied the label, when it is there and known. */
  approvedBy: string | null;
  /** The label that approves (approvalLabel). */
  label: string;
  /** "" when nothing needs approval; otherwise who approved what, or what is missing. Plain text. */
  sentence: string;
}

/**
 * The approval label's name: the base registry's `approval_label`, because the head's registry is
 * written by the pull request being judged (it could name a label it already carries); the head's
 * only when there is no registry at base (a new registry lowers nothing).
 */
export function approvalLabel(options: { base: Registry | null; head: Registry }): string {
  return (options.base ?? options.head).approvalLabel;
}

/**
 * Decides whether a pull request's baseline changes are approved: those that need approval pass
 * only when `label` is among the pull request's labels. The sentence names the label, who applied
 * it and the changes it approves, or what is missing; label names and logins come from GitHub,
 * and change sentences from the pull request, so renderers escape it.
 */
export function approveBaselineChanges(options: { changes: readonly BaselineChange[]; label: string; labels: readonly AppliedLabel[] }): BaselineApproval {
  const { label } = options;
  const required = options.changes.filter((c) => c.needsApproval);
  if (required.length === 0) return { required, approved: true, approvedBy: null, label, sentence: "" };
  const applied = options.labels.find((l) => l.name === label);
  const what = required.map((c) => c.sentence.replace(/\.$/, "")).join("; ");
  if (applied === undefined) {
    return { required, approved: false, approvedBy: null, label, sentence: `This pull request needs the "${label}" label to pass, because it changes what the gate measures against: ${what}.` };
  }
  const by = applied.appliedBy === null ? "" : ` by ${applied.appliedBy}`;
  return { required, approved: true, approvedBy: applied.appliedBy, label, sentence: `Approved with the "${label}" label${by}: ${what}.` };
}
