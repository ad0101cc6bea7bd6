import type { EmbeddingStats } from "../retrieval/index.js";
import { formatCount } from "../formatCount.js";
import { plural } from "../formatCount.js";

/** A run's embedding cost in one plain-text clause: texts, cache hits, requests, retries and tokens billed. */
export function formatEmbeddingStats(stats: EmbeddingStats): string {
  const retries = stats.retries > 0 ? ` (${stats.retries} ${stats.retries === 1 ? "retry" : "retries"})` : "";
  const embedded = stats.embedded > 0 || stats.requests > 0 ? `, ${formatCount(stats.embedded)} embedded in ${plural(stats.requests, "request")}${retries}` : ", none embedded";
  const tokens = stats.requests === 0 ? "" : stats.tokens === null ? ", tokens not reported by the server" : `, ${formatCount(stats.tokens)} tokens billed`;
  return `${formatCount(stats.texts)} texts: ${formatCount(stats.hits)} from the cache${embedded}${tokens}`;
}
