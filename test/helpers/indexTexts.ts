import type { Bm25Index } from "../../src/retrieval/bm25.js";
import type { Bm25Vocabulary } from "../../src/retrieval/bm25Vocabulary.js";
import { bm25Retriever, countTexts } from "../../src/retrieval/bm25Retriever.js";
import { buildBm25Index } from "../../src/retrieval/buildBm25Index.js";
import type { RetrievalDoc, Retriever } from "../../src/retrieval/types.js";

/** The BM25 index over `docs`' texts the way every text reaches it: countTexts, then buildBm25Index. */
export function indexTexts(docs: readonly RetrievalDoc[], params: { k1?: number; b?: number; vocabulary?: Bm25Vocabulary } = {}): Bm25Index {
  const { vocabulary, ...rest } = params;
  return buildBm25Index(
    docs.map((d) => d.id),
    countTexts(
      docs.map((d) => d.text),
      vocabulary,
    ),
    rest,
  );
}

/** The `bm25` retriever over `docs`' texts (countTexts, then bm25Retriever). */
export function retrieverOverTexts(docs: readonly RetrievalDoc[], options: { k1: number; b: number }): Retriever {
  return bm25Retriever(
    docs.map((d) => d.id),
    countTexts(docs.map((d) => d.text)),
    options,
  );
}
