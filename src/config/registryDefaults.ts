/** The names `noise.method` accepts; the gate's noise-method registry is keyed by the same names. */
export const NOISE_METHODS = ["binomial", "paired", "questions"] as const;

/**
 * What `chunkgate.yml` means when a setting is left out, with the accepted range and why each value
 * was chosen. `parseRegistry` applies these; the registry table of docs/registry.md is written from this page.
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
    /**
     * `retriever.rrf_k` — default 60, an integer ≥ 1. The constant of reciprocal rank fusion in
     * `hybrid`: a chunk scores Σ 1/(rrf_k + rank) over the BM25 and the embeddings rankings. 60 is
     * the value of Cormack, Clarke and Büttcher's RRF paper and of most search engines' RRF; larger
     * values flatten the difference between the first ranks.
     */
    rrfK: 60,
  },
  /** The embeddings settings under `retriever:` that have defaults (`endpoint`, `model`, `api_key_env` and `dimensions` have none). */
  embeddings: {
    /**
     * `retriever.batch_size` — default 32, an integer from 1 to 2048. Texts per request. OpenAI
     * takes up to 2,048 inputs and 300,000 tokens per request, but text-embeddings-inference
     * refuses batches above 32 by default (`--max-client-batch-size`), and 32 chunks of a few
     * hundred tokens stay far below every server's token limit.
     */
    batchSize: 32,
    /**
     * `retriever.max_concurrency` — default 4, an integer from 1 to 64. Requests in flight at
     * once: enough to hide the latency of a remote API, few enough not to trip its rate limit
     * (429s are retried, but each costs a wait).
     */
    maxConcurrency: 4,
    /** `retriever.query_prefix` — default "". Put before each question (e.g. `"search_query: "` for nomic-embed-text). */
    queryPrefix: "",
    /** `retriever.document_prefix` — default "". Put before each chunk's embed text (e.g. `"search_document: "`). */
    documentPrefix: "",
    /**
     * `retriever.timeout_seconds` — default 60, a number above 0 and at most 600. One request's
     * limit; a request that takes longer is cancelled and retried. A batch of 32 chunks takes
     * well under a second on hosted APIs and a few seconds on a laptop's CPU.
     */
    timeoutSeconds: 60,
    /**
     * `retriever.max_retries` — default 5, an integer from 0 to 20. Retries of one request after
     * a 408, 409, 429, 5xx, a timeout or a dropped connection, with exponential backoff and
     * jitter (0.5 s doubling, at most 30 s) unless the server says how long to wait: five wait
     * about 15 s in all without a `Retry-After`, enough for a rate limit's window to pass.
     */
    maxRetries: 5,
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
     * `noise.method` — default `binomial`, one of {@link NOISE_METHODS}. `binomial`: recall over n
     * questions is a binomial proportion, tested one-sided and exactly against the recorded rate;
     * it needs nothing but the baseline, so it works on a laptop and on a pull request alike.
     * `paired`: an exact one-sided McNemar test on the questions the pull request flipped between
     * its base and head runs. `questions`: the plain rule "more than `noise.questions` train
     * questions lost fails" (`noise.questions` has no default: the registry must say how many).
     */
    method: "binomial",
    /**
     * `noise.confidence` — default 0.95, range (0.5, 1) exclusive. Confidence of the noise band:
     * at 0.5 the band has no width, at 1 it is infinitely wide; 0.95 is the conventional level.
     * Used by `binomial` and `paired`; an error with `questions`, which has no confidence.
     */
    confidence: 0.95,
  },
  /**
   * `max_age_days` — default none (no age limit), an integer ≥ 1. A baseline older than this is
   * stale. Off by default because a baseline does not rot by itself: retriever, golden-set and
   * corpus-size changes are caught directly. Teams whose documents turn over steadily set it (180
   * re-measures twice a year).
   */
  maxAgeDays: null as number | null,
  /**
   * `stale` — default `warn`, one of `warn` | `fail`. What a stale baseline does to a source's
   * verdict. A stale baseline is a doubt about the yardstick, not a measured regression, so by
   * default it warns; `fail` makes teams re-record before merging anything else.
   */
  stale: "warn" as "warn" | "fail",
  /**
   * `approval_label` — default `chunkgate:accept-baseline`, a label name (1 to 50 characters, as
   * GitHub allows). The label that approves a pull request lowering a baseline or removing
   * questions. Read from the registry at the base commit: the head's registry is written by the
   * pull request being judged, so a label named there could be one it already carries.
   */
  approvalLabel: "chunkgate:accept-baseline",
  heldOut: {
    /**
     * `held_out.protect` — default `none`, one of `none` | `thresholdout`. `none` shows the
     * held-out score on every run (the ledger counts the looks); `thresholdout` shows it only when
     * it differs from train by more than a noisy threshold, and only `budget` times.
     */
    protect: "none" as "none" | "thresholdout",
    /**
     * `held_out.threshold` — default 0.10, range (0, 1) exclusive, in recall. The gap between
     * held-out and train recall below which thresholdout shows train recall instead. 0.10 is the
     * overfit check's default margin: a smaller gap changes no decision, a larger one is exactly
     * what the reader must see.
     */
    threshold: 0.1,
    /**
     * `held_out.sigma` — default 0.025, range (0, 0.5], in recall. The Laplace noise scale: the
     * threshold moves by noise of scale 2σ, each comparison by 4σ, and a shown score carries noise
     * of scale σ. A quarter of the threshold, the ratio of Dwork et al.'s experiments (T 0.04,
     * σ 0.01); larger hides more of each question and blurs what is shown.
     */
    sigma: 0.025,
    /**
     * `held_out.budget` — default 10, an integer from 1 to 1000. How many times thresholdout may
     * show the held-out score (each time the gap crossed the threshold) before it stops and asks
     * for new held-out questions. Every reveal tells the reader a little about individual
     * held-out questions; on the few dozen questions of a golden set, ten is already many.
     */
    budget: 10,
  },
  /**
   * `overfit_margin` — default 0.10, range [0, 1] (a difference of recalls). Warn when held-out
   * recall is more than this below train recall and a one-sided Fisher exact test at
   * `noise.confidence` says the gap is more than chance (src/gate/heldOutBelowTrain.ts): the test
   * keeps small splits from crying wolf, the margin keeps large ones from flagging a negligible gap.
   */
  overfitMargin: 0.1,
  /**
   * `require_baseline` — default false. When true, a source without a recorded baseline fails the
   * check. Off by default so a new source can be added and measured (`chunkgate record`) before it
   * has numbers; turn it on once every source is recorded so none slips in unmeasured.
   */
  requireBaseline: false,
  sweep: {
    /**
     * `sweep.choice_band` — default 2, an integer ≥ 0 (a number of train questions). A sweep's cell
     * may be chosen when it has at most this many fewer train hits than the best cell, counted on
     * the same train questions. Two is background/001's "one or two cases": on the few dozen
     * questions of a golden set, a difference of one or two is what re-wording a question moves,
     * while the gate's binomial band would let a 15-question source give up three or more.
     * 0 chooses among the best cells only.
     */
    choiceBand: 2,
  },
  /**
   * `max_file_bytes` — default 5,242,880 (5 MiB), an integer ≥ 1. Documents larger than this are
   * skipped with a warning naming them. Far above any real page, generated tables of contents
   * included; it bounds what one file can cost a run.
   */
  maxFileBytes: 5 * 1024 * 1024,
  coverage: {
    /**
     * `coverage.patch` — default `note`, one of `note` | `warn` | `fail`. What patch coverage (the
     * share of the sections a pull request adds or changes that a question keys) does to its
     * verdict. `note` shows it and never changes the verdict, so adopting chunkgate costs nothing;
     * `warn` and `fail` raise the verdict to that when the share is below `coverage.min`.
     */
    patch: "note" as "note" | "warn" | "fail",
    /**
     * `coverage.min` — default 0.5, a share from 0 to 1: the least patch coverage `warn` or `fail`
     * let through. Half the new sections keyed is a bar a writer clears by pasting the drafts the
     * comment offers; 1 asks a question for every new section.
     */
    min: 0.5,
  },
  /**
   * `limits:` — what a run refuses up front rather than running out of memory or time on; each
   * raisable in the registry when a real corpus needs more (see docs/registry.md#limits).
   */
  limits: {
    /**
     * `limits.overlap_repeat` — default 4, a number ≥ 1: how many times overlap may make chunks
     * repeat the source's text, `size / (size − overlap)`. `size: 120, overlap: 90` repeats it 4
     * times; `size: 5000, overlap: 4999` 5,000 times (stored text grows by that factor).
     */
    overlapRepeat: 4,
    /** `limits.questions` — default 20,000, an integer ≥ 1: questions in the golden set, checked before any document is read. */
    questions: 20_000,
    /** `limits.sweep_cells` — default 1,000, an integer ≥ 1: cells (strategies × sizes × overlaps) one sweep of a source may measure. */
    sweepCells: 1_000,
    /**
     * `limits.chunks` — default 2,000,000, an integer ≥ 1: chunks one source (or one sweep cell of
     * it) may make. Far above a real docs corpus at any sane size, low enough that the index of a
     * source past it would not fit a runner's memory beside everything else.
     */
    chunks: 2_000_000,
  },
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
      /**
       * `chunking.merge_small_sections` — default false (structural only). Sibling sections that
       * together fit in `size` share a chunk; off by default because it changes what a chunk cites.
       */
      mergeSmallSections: false,
      /**
       * `chunking.orphan_tokens` — default 25, an integer ≥ 0. A chunk with fewer tokens of content
       * is an orphan in the quality warnings: too little text to answer anything on its own.
       */
      orphanTokens: 25,
    },
  },
} as const;
