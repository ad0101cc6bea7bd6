/**
 * Documents a source pack's snapshots (summaries, term counts) may leave out before a run writes
 * a new one, whatever the share: a document left out is served from its own entry instead, which costs a
 * later run little, while a new snapshot costs the run that writes it the whole source again.
 */
export const SNAPSHOT_SLACK_DOCUMENTS = 16;

/**
 * Whether a snapshot that leaves out `outside` of a run's `total` documents is out of date: more
 * than 1 % of them, and more than {@link SNAPSHOT_SLACK_DOCUMENTS}. So a pull request that changes
 * a few documents serves those few from their entries each run rather than rewriting megabytes,
 * and a snapshot is rewritten once a source has drifted from it.
 */
export function snapshotOutdated(outside: number, total: number): boolean {
  return outside > total / 100 && outside > SNAPSHOT_SLACK_DOCUMENTS;
}
