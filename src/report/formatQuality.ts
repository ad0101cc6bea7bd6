import { CHUNK_WARNING_KINDS, type QualitySummary } from "../chunking/index.js";
import { formatCount } from "../formatCount.js";

/** `4.1% of 1,234 chunks flagged (orphan 30, mid-sentence 12)`: each kind that occurs, in CHUNK_WARNING_KINDS order. */
export function formatQuality(q: QualitySummary): string {
  const kinds = CHUNK_WARNING_KINDS.filter((k) => q.counts[k] > 0).map((k) => `${k} ${formatCount(q.counts[k])}`);
  const rate = `${(q.rate * 100).toFixed(1)}% of ${formatCount(q.chunks)} chunks flagged`;
  return kinds.length === 0 ? rate : `${rate} (${kinds.join(", ")})`;
}
