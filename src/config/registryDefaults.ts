/**
 * What `chunkgate.yml` means when a setting is left out, with the accepted range and why each value
 * was chosen. `parseRegistry` applies these; the README's registry table is written from this page.
 * Keys that have no default (`version`, `questions`, `sources`, a source's `id`, `include`,
 * `chunking.strategy`, and everything in `baseline`) are described on `parseRegistry`.
 */
export const REGISTRY_DEFAULTS = {
  retriever: {
    /**
     * `retriever.kind` — default `bm25`; any non-empty name (which names exist is checked by the
     * retriever registry, not here). BM25 runs embedded: deterministic, no network, no API key,
     * and a strong baseline on documentation, so a check needs nothing but the repository.
     */
    kind: "bm25",
    /**
     * `retriever.k1` — default 1.2, range (0, 3]. Term-frequency saturation: the Okapi value that
     * most BM25 implementations ship. Near 0 a repeated term counts once; above 3 counting is
     * almost linear, which lets long repetitive chunks win.
     */
    k1: 1.2,
    /**
     * `retriever.b` — default 0.75, range [0, 1]. Length normalisation: 0 ignores chunk length,
     * 1 normalises fully. 0.75 is the conventional value; chunk-size sweeps are only comparable
     * when it stays fixed.
     */
    b: 0.75,
  },
  /**
   * `k` — default 3, an integer ≥ 1. The cutoff of recall@k and precision@k: assistants pass a
   * handful of chunks to the model, and recall at that depth is what the model actually sees.
   */
  k: 3,
  /**
   * `run_depth` — default 100 (or `k` when `k` is larger), an integer ≥ `k`. How many chunks each
   * query retrieves: MRR and "where did the supporting chunk fall" need ranks past `k`; 100 bounds
   * the cost and the size of stored runs.
   */
  runDepth: 100,
  split: {
    /**
     * `split.train` — default 0.7, range (0, 1) exclusive. Share of questions in the train split;
     * both splits must exist, and 30 % held out is enough to notice tuning to noise on golden sets
     * of a few dozen questions.
     */
    train: 0.7,
    /**
     * `split.seed` — default 42, any integer. Fixes which questions are held out, so the split is
     * the same on every run and machine; changing it reshuffles the split (and voids comparisons).
     */
    seed: 42,
  },
  noise: {
    /**
     * `noise.method` — default `binomial`, the only method for now. Recall over n questions is a
     * binomial proportion; the noise band is its confidence interval.
     */
    method: "binomial",
    /**
     * `noise.confidence` — default 0.95, range (0.5, 1) exclusive. Confidence of the noise band:
     * at 0.5 the band has no width, at 1 it is infinitely wide; 0.95 is the conventional level.
     */
    confidence: 0.95,
  },
  /**
   * `overfit_margin` — default 0.10, range [0, 1] (a difference of recalls). Warn when held-out
   * recall is more than this below train recall: on small golden sets a 10-point gap is the usual
   * sign that parameters were tuned to the train questions.
   */
  overfitMargin: 0.1,
  /**
   * `require_baseline` — default false. When true, a source without a recorded baseline fails the
   * check. Off by default so a new source can be added and measured (`chunkgate record`) before it
   * has numbers; turn it on once every source is recorded so none slips in unmeasured.
   */
  requireBaseline: false,
  /**
   * `max_file_bytes` — default 5,242,880 (5 MiB), an integer ≥ 1. Documents larger than this are
   * skipped with a warning naming them. Far above any real page (the largest in the shared corpora
   * is a 2 MB table of contents); it bounds what one file can cost a run.
   */
  maxFileBytes: 5 * 1024 * 1024,
  source: {
    /** A source's `exclude` — default none; globs, like `include`, relative to the repository root. */
    exclude: [] as readonly string[],
    chunking: {
      /**
       * `chunking.unit` — default `words`, one of `words` | `tokens`. Words need no tokenizer and do
       * not change with the model; use `tokens` to match a model's context budget exactly.
       */
      unit: "words",
      /**
       * `chunking.size` — default 120 words or 256 tokens, an integer ≥ 1, in `unit`. About a long
       * paragraph of documentation, a common starting point; sweeps measure the right size per source.
       */
      size: { words: 120, tokens: 256 },
      /**
       * `chunking.overlap` — default 0, an integer ≥ 0 and < `size`, in `unit`. Structural chunks
       * already end at headings, where overlap mostly duplicates stored tokens; sweeps show when it pays.
       */
      overlap: 0,
      /**
       * `chunking.context_header` — default true. Prefix each chunk's indexed text with
       * `Title > Heading`, so a chunk matches questions phrased with its section's words; the header
       * counts towards `size`.
       */
      contextHeader: true,
      /**
       * `chunking.tokenizer` — default `o200k_base`, one of `o200k_base` | `cl100k_base`. The encoding
       * of current OpenAI models; `cl100k_base` matches GPT-4 / GPT-3.5-era models and embeddings.
       * Both ship with the package, so counting tokens needs no download.
       */
      tokenizer: "o200k_base",
    },
  },
} as const;
