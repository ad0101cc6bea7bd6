/** Documents a snapshot may leave out before it is rewritten, whatever the share: one left out is served from its own entry. */
export const SNAPSHOT_SLACK_DOCUMENTS = 16;

/** Whether leaving out `outside` of `total` documents (over 1 % and the slack) outdates a snapshot, to rewrite it. */
export function snapshotOutdated(outside: number, total: number): boolean {
  return outside > total / 100 && outside > SNAPSHOT_SLACK_DOCUMENTS;
}
