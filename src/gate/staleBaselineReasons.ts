import type { Baseline } from "../config/index.js";
import { recordCommand } from "./baselineDigest.js";

/** Why a baseline no longer measures what the check measures now. */
export interface StaleReason {
  kind: "retriever" | "embedding-model" | "k" | "golden-set" | "corpus-size" | "age";
  /** One sentence, ending with the command that refreshes the baseline. */
  sentence: string;
  /** `chunkgate record --source ID --write` (with `--registry` when not the default). */
  command: string;
}

/** What the check runs with now, to compare the baseline's record with. */
export interface StalenessInput {
  sourceId: string;
  baseline: Baseline;
  /** The retriever's kind and full identity now (`bm25`, `bm25(k1=1.2,b=0.75)`). */
  retriever: { kind: string; identity: string };
  k: number;
  /** fingerprintGoldenSet of the golden set now. */
  goldenSet: string;
  corpus: { documents: number; tokens: number };
  /** The registry's `max_age_days`; null: no age limit. */
  maxAgeDays: number | null;
  /** Today, YYYY-MM-DD (UTC): the clock is passed in, so the answer is reproducible. */
  today: string;
  /** The registry's path relative to the root, for the record command. */
  registryFile: string;
}

/** A corpus this many times larger or smaller (documents or tokens) than at measurement is another corpus. */
const ORDER_OF_MAGNITUDE = 10;
const DAY_MS = 86_400_000;

/** Every reason the baseline is stale, in `StaleReason.kind` order; an unrecorded field cannot be stale. */
export function staleBaselineReasons(input: StalenessInput): StaleReason[] {
  const { baseline: b, sourceId } = input;
  const command = recordCommand({ sourceId, registryFile: input.registryFile });
  const reasons: StaleReason[] = [];
  const add = (kind: StaleReason["kind"], why: string) => reasons.push({ kind, command, sentence: `The baseline of \`${sourceId}\` is stale: ${why}; \`${command}\` measures it again.` });

  if (b.retriever !== null && b.retriever !== input.retriever.identity && b.retriever !== input.retriever.kind) {
    const before = modelOf(b.retriever);
    const now = modelOf(input.retriever.identity);
    if (before !== undefined && now !== undefined && before !== now) add("embedding-model", `it was measured with the embedding model ${before}, and the registry now uses ${now}`);
    else add("retriever", `it was measured with the retriever ${b.retriever}, and the registry now uses ${input.retriever.identity}`);
  }
  if (b.k !== null && b.k !== input.k) add("k", `it was measured at k=${b.k}, and the registry now uses k=${input.k}`);
  if (b.goldenSet !== undefined && b.goldenSet !== input.goldenSet) add("golden-set", "the golden set has changed since it was measured (its fingerprint differs), so its recall is over other questions");
  if (b.corpus !== null) {
    const documents = magnitude(b.corpus.documents, input.corpus.documents);
    const tokens = magnitude(b.corpus.tokens, input.corpus.tokens);
    const which = documents ? `${b.corpus.documents} → ${input.corpus.documents} documents` : tokens ? `${b.corpus.tokens} → ${input.corpus.tokens} tokens` : undefined;
    if (which !== undefined) {
      const direction = (documents ? input.corpus.documents > b.corpus.documents : input.corpus.tokens > b.corpus.tokens) ? "larger" : "smaller";
      add("corpus-size", `the source's corpus is an order of magnitude ${direction} than when it was measured (${which}), and retrieval over it is another task`);
    }
  }
  const age = (Date.parse(input.today) - Date.parse(b.measuredOn)) / DAY_MS;
  if (input.maxAgeDays !== null && age > input.maxAgeDays) add("age", `it was measured on ${b.measuredOn}, ${Math.floor(age)} days ago, more than the registry's max_age_days of ${input.maxAgeDays}`);
  if (input.maxAgeDays !== null && age < 0) add("age", `its date ${b.measuredOn} lies after today (${input.today}), so its age cannot be checked`);
  return reasons;
}

/** The `model=` of an embeddings or hybrid identity, undefined for others. */
function modelOf(identity: string): string | undefined {
  return /[(,]model=("(?:[^"\\]|\\.)*"|[^,)]+)/.exec(identity)?.[1];
}

function magnitude(then: number, now: number): boolean {
  if (then === 0 || now === 0) return then !== now;
  return now >= ORDER_OF_MAGNITUDE * then || then >= ORDER_OF_MAGNITUDE * now;
}
