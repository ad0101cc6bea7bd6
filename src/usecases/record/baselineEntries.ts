import type { SourceEvaluation } from "../check/evaluateSource.js";
import { formatRecall } from "./formatRecall.js";
import type { YamlMapValue } from "./yamlValue.js";

/**
 * The `baseline:` entries `chunkgate record` writes, in the registry's documented order:
 * `measured_on`, `retriever` (the full identity, e.g. `bm25(k1=1.2,b=0.75)`), `k`, `recall` (train),
 * `held_out_recall` (removed when no held-out question lands in the source, which the registry reads
 * as "not measured"), `questions: { train, held_out }` and `corpus: { documents, sections, tokens }`
 * (flow style, one line each), `golden_set` (the golden set's fingerprint), `corpus_fingerprint`
 * (the documents' fingerprint) and `digest` (baselineDigest over all of them and the chunking,
 * when given). Recalls carry just enough decimals to give back the exact hit counts (formatRecall).
 *
 * @param options.today The measurement date, YYYY-MM-DD (injected: the CLI passes today's UTC date).
 * @param options.goldenSet The golden set's fingerprint, `sha256:…`.
 * @param options.corpusFingerprint The source documents' fingerprint (fingerprintDocuments), `sha256:…`.
 * @param options.digest The baseline's digest; left out on the first pass, which the digest is computed from.
 */
export function baselineEntries(evaluation: SourceEvaluation, options: { today: string; k: number; goldenSet: string; corpusFingerprint: string; digest?: string }): YamlMapValue["entries"] {
  const { train, heldOut, cost, index } = evaluation;
  return [
    ["measured_on", options.today],
    ["retriever", index.retriever.identity],
    ["k", options.k],
    ["recall", { raw: formatRecall(train.hits, train.questions) }],
    ["held_out_recall", heldOut.questions === 0 ? null : { raw: formatRecall(heldOut.hits, heldOut.questions) }],
    [
      "questions",
      {
        flow: true,
        entries: [
          ["train", train.questions],
          ["held_out", heldOut.questions],
        ],
      },
    ],
    [
      "corpus",
      {
        flow: true,
        entries: [
          ["documents", cost.documents],
          ["sections", cost.sections],
          ["tokens", cost.sourceTokens],
        ],
      },
    ],
    ["golden_set", options.goldenSet],
    ["corpus_fingerprint", options.corpusFingerprint],
    ...(options.digest === undefined ? [] : [["digest", options.digest] as [string, string]]),
  ];
}
