import { createHash } from "node:crypto";
import type { ChunkingParams } from "../chunking/index.js";
import type { Baseline, SourceConfig } from "../config/index.js";

/** What a baseline digest covers, in hashing order, so any edit after `record` stops it matching (versioned). */
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

/** `sha256:` over BASELINE_DIGEST_FIELDS as canonical JSON (unrecorded: null), so YAML formatting cannot change it. */
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

/** Where a source's baseline came from, as far as its digest can tell. */
export type BaselineProvenance =
  /** Its digest matches its fields: it is what `chunkgate record` measured. */
  | { status: "measured" }
  /** It has a digest that no longer matches: something covered by the digest changed after the measurement. */
  | { status: "edited"; sentence: string; command: string }
  /** It has no digest: written by hand (a date and a recall, as teams record it) or by an older chunkgate. */
  | { status: "unmeasured"; sentence: string; command: string };

/** A baseline against its digest (an edited one still gates); null without a baseline. */
export function checkBaselineDigest(source: SourceConfig, options: { registryFile: string }): BaselineProvenance | null {
  const baseline = source.baseline;
  if (baseline === null) return null;
  const command = recordCommand({ sourceId: source.id, registryFile: options.registryFile });
  if (baseline.digest === undefined) {
    return { status: "unmeasured", command, sentence: `The baseline of \`${source.id}\` was not measured by chunkgate (it has no digest): \`${command}\` measures it.` };
  }
  if (baseline.digest === baselineDigest({ sourceId: source.id, chunking: source.chunking, baseline })) return { status: "measured" };
  return {
    status: "edited",
    command,
    sentence: `The baseline of \`${source.id}\` was edited after it was measured: its digest no longer matches its values, its date or the source's chunking. \`${command}\` measures it again.`,
  };
}

/** `chunkgate record --source ID --write`, `--registry FILE` shell-quoted when needed (ids are shell-safe by rule). */
export function recordCommand(options: { sourceId: string; registryFile: string }): string {
  const { sourceId, registryFile } = options;
  const registry = registryFile === "chunkgate.yml" ? "" : ` --registry ${/^[A-Za-z0-9._/-]+$/.test(registryFile) ? registryFile : `'${registryFile.replaceAll("'", "'\\''")}'`}`;
  return `chunkgate record --source ${sourceId}${registry} --write`;
}
