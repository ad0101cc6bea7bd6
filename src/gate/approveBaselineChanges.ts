import { createHash } from "node:crypto";
import type { Registry } from "../config/index.js";
import type { BaselineChange } from "./baselineChange.js";

/** What one application of the label approved on an earlier run: the digest and sentences of that change set. */
export interface CoveredChanges {
  digest: string;
  changes: readonly string[];
}

/** A label on the pull request, who applied it, and whether that application may approve. */
export interface AppliedLabel {
  name: string;
  /** Who applied it (its newest `labeled` event); null when unknown. */
  appliedBy: string | null;
  /** Why this application does not approve (the pull request's author, no write permission, history unreadable); absent when it may. */
  refusal?: string;
  /** What this same application of the label approved on an earlier run; absent or null when it approves for the first time. */
  covered?: CoveredChanges | null;
}

/** Whether the changes that need approval have it. */
export interface BaselineApproval {
  /** The changes that need the label (compareRegistries' `needsApproval`). */
  required: BaselineChange[];
  /** True when nothing needs approval, or the label approves exactly these changes. */
  approved: boolean;
  /** Who applied the label, when it approves and is known. */
  approvedBy: string | null;
  /** The label that approves (approvalLabel). */
  label: string;
  /** approvalDigest of `required`; "" when nothing needs approval. */
  digest: string;
  /** True when the label on the pull request was given for another change set: the shell removes it, so re-applying approves the new one. */
  withdrawn: boolean;
  /** "" when nothing needs approval; otherwise who approved what, or what is missing. Plain text. */
  sentence: string;
}

/**
 * The approval label's name from the base's registry, because the head's is written by the pull
 * request being judged; the head's only when the base has no registry.
 */
export function approvalLabel(options: { base: Registry | null; head: Registry }): string {
  return (options.base ?? options.head).approvalLabel;
}

/** A digest of the changes (kind, key, values, in any order), so an approval is tied to exactly what it was given for. */
export function approvalDigest(required: readonly BaselineChange[]): string {
  const lines = required.map((c) => JSON.stringify([c.kind, c.key, c.before, c.after])).sort();
  return `sha256:${createHash("sha256").update(lines.join("\n")).digest("hex")}`;
}

/**
 * Approved when nothing needs approval, or `label` is on the pull request, its application was not
 * refused and not given for another change set (then it is `withdrawn`). The sentence quotes GitHub
 * and the pull request, so renderers escape it.
 */
export function approveBaselineChanges(options: { changes: readonly BaselineChange[]; label: string; labels: readonly AppliedLabel[] }): BaselineApproval {
  const { label } = options;
  const required = options.changes.filter((c) => c.needsApproval);
  const none = { required, approvedBy: null, label, withdrawn: false };
  if (required.length === 0) return { ...none, approved: true, digest: "", sentence: "" };
  const digest = approvalDigest(required);
  const applied = options.labels.find((l) => l.name === label);
  const sentences = required.map((c) => c.sentence.replace(/\.$/, ""));
  const what = sentences.join("; ");
  const needs = `This pull request needs the "${label}" label to pass, because it changes what the gate measures against: ${what}.`;
  if (applied === undefined) return { ...none, approved: false, digest, sentence: needs };
  const by = applied.appliedBy === null ? "" : ` by ${applied.appliedBy}`;
  if (applied.refusal !== undefined) return { ...none, approved: false, digest, sentence: `The "${label}" label${by} does not approve: ${applied.refusal}. ${needs}` };
  if (applied.covered && applied.covered.digest !== digest) {
    const since = describeSince(applied.covered.changes, sentences);
    return { ...none, approved: false, digest, withdrawn: true, sentence: `The "${label}" label${by} approved other baseline changes than this push makes, so it no longer holds and is removed; ${since}. Apply it again to approve: ${what}.` };
  }
  return { ...none, approved: true, approvedBy: applied.appliedBy, digest, sentence: `Approved with the "${label}" label${by}: ${what}.` };
}

/** What changed between the approved sentences and the current ones, in one clause. */
function describeSince(approved: readonly string[], current: readonly string[]): string {
  const added = current.filter((s) => !approved.includes(s));
  const gone = approved.filter((s) => !current.includes(s));
  const parts = [...(added.length > 0 ? [`new since the approval: ${added.join("; ")}`] : []), ...(gone.length > 0 ? [`approved but no longer made: ${gone.join("; ")}`] : [])];
  return parts.length > 0 ? parts.join("; ") : "the changes differ in what they compare";
}
