import { createHash } from "node:crypto";

/**
 * `sha256:` of the sorted held-out question ids: adding or removing one starts a new thresholdout
 * budget (fresh questions restore a spent split); rewording keeps it.
 */
export function fingerprintHeldOut(questionIds: readonly string[]): string {
  const ids = [...new Set(questionIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `sha256:${createHash("sha256").update(JSON.stringify(ids)).digest("hex")}`;
}
