import { createHash } from "node:crypto";
import type { ChunkingParams } from "../chunking/index.js";
import type { Baseline } from "../config/index.js";

/**
 * The fields a baseline digest covers, in the order they are hashed. `chunkgate record` writes
 * the digest; a change to any of these afterwards (by hand, or by a pull request) makes it stop
 * matching:
 *
 * 1. `source`: the source id, so a baseline copied to another source does not verify;
 * 2. `chunking`: strategy, unit, size, overlap, context_header, tokenizer (what was measured);
 * 3. `measured_on`, so a baseline cannot be made younger than it is;
 * 4. `retriever`, `k`: how it was measured;
 * 5. `recall`, `held_out_recall`: the metric values;
 * 6. `questions` (train, held_out) and `golden_set` (the golden set's fingerprint);
 * 7. `corpus` (documents, sections, tokens) and `corpus_fingerprint` (the documents' fingerprint).
 *
 * A field the baseline does not record is hashed as null. Versioned by its first element, so a
 * later field list can be told apart from this one.
 */
export const BASELINE_DIGEST_FIELDS = [
  "source",
  "chunking",
  "measured_on",
  "retriever",
  "k",
  "recall",
  "held_out_recall",
  "questions",
  "golden_set",
  "corpus",
  "corpus_fingerprint",
] as const;

const VERSION = "chunkgate-baseline-digest/1";

/**
 * `sha256:<hex>` over a baseline's fields (BASELINE_DIGEST_FIELDS) as the registry reader gives
 * them: canonical JSON — an array of the version tag and [field, value] pairs in the documented
 * order, nested objects with their keys in a fixed order, numbers as JavaScript prints them
 * (0.8636, 1 for `1.0`) — hashed with SHA-256. Pure and deterministic: the same registry values
 * give the same digest on every machine, whatever the YAML's formatting, quoting or comments.
 * The `digest` field itself and the baseline's line are not covered.
 */
export function baselineDigest(fields: { sourceId: string; chunking: ChunkingParams; baseline: Baseline }): string {
  const { sourceId, chunking: c, baseline: b } = fields;
  const values: Record<(typeof BASELINE_DIGEST_FIELDS)[number], unknown> = {
    source: sourceId,
    chunking: [c.strategy, c.unit, c.size, c.overlap, c.contextHeader, c.tokenizer],
    measured_on: b.measuredOn,
    retriever: b.retriever,
    k: b.k,
    recall: b.recall,
    held_out_recall: b.heldOutRecall,
    questions: b.questions === null ? null : [b.questions.train, b.questions.heldOut],
    golden_set: b.goldenSet ?? null,
    corpus: b.corpus === null ? null : [b.corpus.documents, b.corpus.sections, b.corpus.tokens],
    corpus_fingerprint: b.corpusFingerprint ?? null,
  };
  const canonical = JSON.stringify([VERSION, ...BASELINE_DIGEST_FIELDS.map((name) => [name, values[name]])]);
  return `sha256:${createHash("sha256").update(canonical).digest("hex")}`;
}
