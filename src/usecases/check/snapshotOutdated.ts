/** Documents a snapshot may leave out before it is rewritten, whatever the share: one left out is served from its own entry. */
export const SNAPSHOT_SLACK_DOCUMENTS = 16;

/**
 * Whether a snapshot leaving out `outside` of `total` documents is outdated (over 1 % and over
 * {@link SNAPSHOT_SLACK_DOCUMENTS}), so a pull request changing a few documents does not rewrite it.
 */
export function snapshotOutdated(outside: number, total: number): boolean {
  return outside > total / 100 && outside > SNAPSHOT_SLACK_DOCUMENTS;
}
