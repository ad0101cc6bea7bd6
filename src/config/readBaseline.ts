import { isScalar } from "yaml";
import type { Baseline } from "./types.js";
import { check } from "./check.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const COUNT = check.integer({ min: 0 });
const RECALL = check.number({ min: 0, max: 1 });
const DIGEST = check.matching(/^sha256:[0-9a-f]{64}$/, "`sha256:` and 64 lowercase hex digits, as `chunkgate record` writes it", "sha256:…");

/**
 * A source's `baseline:` block, null when absent or empty. Only `measured_on` and `recall` are
 * required, so a hand-written baseline works; what `record` adds is checked when present. Unknown keys
 * are ignored at any depth, since a later `record` may write them. Undefined exactly when it recorded
 * a problem.
 */
export function readBaseline(reader: YamlReader, source: Map<string, Entry>, scope: Scope): Baseline | null | undefined {
  const block = reader.block(source, "baseline", scope, { known: "open", example: "{ measured_on: 2026-11-03, recall: 0.91 }" });
  if (block === undefined) return undefined;
  if (!block.present) return null;
  const { entries, scope: inner } = block;
  const measuredOn = reader.scalar(entries, "measured_on", inner, check.date(), "required");
  const recall = reader.scalar(entries, "recall", inner, RECALL, "required");
  const retriever = reader.optional(entries, "retriever", inner, { ...check.text(), example: "bm25" });
  const k = reader.optional(entries, "k", inner, check.integer({ min: 1 }));
  const heldOutRecall = reader.optional(entries, "held_out_recall", inner, RECALL);

  const questionBlock = reader.block(entries, "questions", inner, { known: "open", example: "{ train: 24, held_out: 10 }" });
  const train = questionBlock?.present ? reader.scalar(questionBlock.entries, "train", questionBlock.scope, COUNT, "required") : undefined;
  const heldOut = questionBlock?.present ? reader.scalar(questionBlock.entries, "held_out", questionBlock.scope, COUNT, "required") : undefined;
  const questions = train !== undefined && heldOut !== undefined ? { train, heldOut } : null;
  const questionsBad = questionBlock === undefined || (questionBlock.present && questions === null);

  const corpusBlock = reader.block(entries, "corpus", inner, { known: "open", example: "{ documents: 300, sections: 1840, tokens: 412000 }" });
  const count = (key: string) => (corpusBlock?.present ? reader.scalar(corpusBlock.entries, key, corpusBlock.scope, COUNT, "required") : undefined);
  const [documents, sections, tokens] = [count("documents"), count("sections"), count("tokens")];
  const corpus = documents !== undefined && sections !== undefined && tokens !== undefined ? { documents, sections, tokens } : null;
  const corpusBad = corpusBlock === undefined || (corpusBlock.present && corpus === null);

  if (measuredOn === undefined || recall === undefined || retriever === undefined || k === undefined || heldOutRecall === undefined) return undefined;
  const digest = reader.optional(entries, "digest", inner, DIGEST);
  if (digest === undefined || questionsBad || corpusBad) return undefined;
  const goldenSet = text(entries.get("golden_set"));
  const corpusFingerprint = text(entries.get("corpus_fingerprint"));
  return {
    measuredOn,
    recall,
    retriever,
    k,
    heldOutRecall,
    questions,
    corpus,
    ...(goldenSet === undefined ? {} : { goldenSet }),
    ...(corpusFingerprint === undefined ? {} : { corpusFingerprint }),
    ...(digest === null ? {} : { digest }),
    line: inner.line,
  };
}

/** A non-blank string value, or `undefined` for anything else (absent, empty, a mapping, a number). */
function text(entry: Entry | undefined): string | undefined {
  const node = entry?.value;
  return node && isScalar(node) && typeof node.value === "string" && node.value.trim() !== "" ? node.value : undefined;
}
