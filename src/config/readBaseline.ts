import type { Baseline } from "./types.js";
import { check } from "./check.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const COUNT = check.integer({ min: 0 });
const RECALL = check.number({ min: 0, max: 1 });

/**
 * A source's `baseline:` block, or `null` when it is absent or empty. The block is written by
 * `chunkgate record`, so it is read leniently about the future: keys this version does not know
 * (a later `golden_set` fingerprint, say) are ignored, at any depth. What it does read is checked:
 * `measured_on` a YYYY-MM-DD date (a string, or a Date from a YAML 1.1 timestamp), `retriever` a
 * non-empty name, `k` an integer ≥ 1, `recall` in [0, 1], `held_out_recall` in [0, 1] or absent
 * (`null`), `questions: { train, held_out }` integers ≥ 0, and the optional
 * `corpus: { documents, sections, tokens }` integers ≥ 0 (all three when the block is there).
 * Returns `undefined` exactly when it recorded a problem.
 */
export function readBaseline(reader: YamlReader, source: Map<string, Entry>, scope: Scope): Baseline | null | undefined {
  const block = reader.block(source, "baseline", scope, { known: "open", example: "{ measured_on: 2026-11-03, retriever: bm25, k: 3, recall: 0.9, … }" });
  if (block === undefined) return undefined;
  if (!block.present) return null;
  const { entries, scope: inner } = block;
  const measuredOn = reader.scalar(entries, "measured_on", inner, check.date(), "required");
  const retriever = reader.scalar(entries, "retriever", inner, { ...check.text(), example: "bm25" }, "required");
  const k = reader.scalar(entries, "k", inner, check.integer({ min: 1 }), "required");
  const recall = reader.scalar(entries, "recall", inner, RECALL, "required");
  const heldOutRecall = reader.scalar(entries, "held_out_recall", inner, RECALL, "optional");
  const heldOutEntry = entries.get("held_out_recall");
  const heldOutBad = heldOutEntry !== undefined && heldOutEntry.value !== null && heldOutRecall === undefined;

  const questionBlock = reader.block(entries, "questions", inner, { known: "open", example: "{ train: 24, held_out: 10 }", required: true });
  const train = questionBlock && reader.scalar(questionBlock.entries, "train", questionBlock.scope, COUNT, "required");
  const heldOut = questionBlock && reader.scalar(questionBlock.entries, "held_out", questionBlock.scope, COUNT, "required");

  const corpusBlock = reader.block(entries, "corpus", inner, { known: "open", example: "{ documents: 300, sections: 1840, tokens: 412000 }" });
  const count = (key: string) => (corpusBlock?.present ? reader.scalar(corpusBlock.entries, key, corpusBlock.scope, COUNT, "required") : undefined);
  const [documents, sections, tokens] = [count("documents"), count("sections"), count("tokens")];
  const corpus = documents !== undefined && sections !== undefined && tokens !== undefined ? { documents, sections, tokens } : null;
  const corpusBad = corpusBlock === undefined || (corpusBlock.present && corpus === null);

  if (measuredOn === undefined || retriever === undefined || k === undefined || recall === undefined || heldOutBad) return undefined;
  if (train === undefined || heldOut === undefined || corpusBad) return undefined;
  return {
    measuredOn,
    retriever,
    k,
    recall,
    heldOutRecall: heldOutRecall ?? null,
    questions: { train, heldOut },
    corpus,
    line: inner.line,
  };
}
