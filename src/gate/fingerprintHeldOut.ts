import { createHash } from "node:crypto";

/**
 * `sha256:<hex>` of a source's held-out question ids, in sorted order (so the order questions are
 * listed in does not matter). It changes when a held-out question is added or removed, which is
 * what starts a new thresholdout budget: fresh questions are what restore a spent held-out split.
 * Editing a question's text keeps it, because a reworded question is not a fresh one.
 */
export function fingerprintHeldOut(questionIds: readonly string[]): string {
  const ids = [...new Set(questionIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `sha256:${createHash("sha256").update(JSON.stringify(ids)).digest("hex")}`;
}
