import { createHash } from "node:crypto";
import type { ChunkingParams } from "../chunking/index.js";
import type { Baseline } from "../config/index.js";

/**
 * What a baseline digest covers, in hashing order, so any edit after `record` stops it matching: the
 * source id (a copied baseline does not verify), the date (it cannot be made younger), the values and
 * fingerprints. An unrecorded field hashes as null; VERSION versions the list.
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
 * `sha256:` over BASELINE_DIGEST_FIELDS as canonical JSON (fixed order, numbers as JavaScript prints
 * them), so YAML formatting does not change it; `digest` and the line are not covered.
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
