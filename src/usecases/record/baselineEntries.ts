import type { SourceEvaluation } from "../check/measureSource.js";
import type { YamlMapValue } from "./yamlValue.js";

/** The `baseline:` entries `chunkgate record` writes, in the documented order; `digest` is left out on the pass it is computed from. */
export function baselineEntries(evaluation: SourceEvaluation, options: { today: string; k: number; goldenSet: string; corpusFingerprint: string; digest?: string }): YamlMapValue["entries"] {
  const { train, heldOut, cost, index } = evaluation;
  const flow = (...entries: Array<[string, number]>) => ({ flow: true, entries });
  return [
    ["measured_on", options.today],
    ["retriever", index.retriever.identity],
    ["k", options.k],
    ["recall", { raw: formatRecall(train.hits, train.questions) }],
    ["held_out_recall", heldOut.questions === 0 ? null : { raw: formatRecall(heldOut.hits, heldOut.questions) }],
    ["questions", flow(["train", train.questions], ["held_out", heldOut.questions])],
    ["corpus", flow(["documents", cost.documents], ["sections", cost.sections], ["tokens", cost.sourceTokens])],
    ["golden_set", options.goldenSet],
    ["corpus_fingerprint", options.corpusFingerprint],
    ...(options.digest === undefined ? [] : [["digest", options.digest] as [string, string]]),
  ];
}

/** `hits / questions` with the fewest decimals (at least four) that give back the exact hit count: `1.0`, `0.8636`. */
export function formatRecall(hits: number, questions: number): string {
  const recall = hits / questions;
  for (let decimals = 4; decimals < 17; decimals++) {
    const text = trim(recall.toFixed(decimals));
    if (Math.round(Number(text) * questions) === hits) return text;
  }
  return String(recall);
}

function trim(fixed: string): string {
  return fixed.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, ".0");
}
