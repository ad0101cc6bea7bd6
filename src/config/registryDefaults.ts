/** The names `noise.method` accepts; the gate's noise-method registry is keyed by the same names. */
export const NOISE_METHODS = ["binomial", "paired", "questions"] as const;

/** What `chunkgate.yml` means when a setting is left out, each value with its range and reason (docs/registry.md follows it). */
export const REGISTRY_DEFAULTS = {
  retriever: {
    /** `retriever.kind` — default `bm25` (any registered name): deterministic, offline, no API key, a strong baseline on documentation. */
    kind: "bm25",
    /** `retriever.k1` — default 1.2, range (0, 3]: term-frequency saturation, the Okapi value most BM25 implementations ship. */
    k1: 1.2,
    /** `retriever.b` — default 0.75, range [0, 1]: length normalisation, the conventional value (sweeps compare only at a fixed b). */
    b: 0.75,
    /** `retriever.rrf_k` — default 60, an integer ≥ 1: `hybrid`'s reciprocal rank fusion constant, the RRF paper's. */
    rrfK: 60,
  },
  /** The embeddings settings under `retriever:` that have defaults (`endpoint`, `model`, `api_key_env` and `dimensions` have none). */
  embeddings: {
    /** `retriever.batch_size` — default 32, 1 to 2048: text-embeddings-inference's default, below any server's token limit. */
    batchSize: 32,
    /** `retriever.max_concurrency` — default 4, 1 to 64 requests in flight: hides a remote API's latency without tripping its rate limit. */
    maxConcurrency: 4,
    /** `retriever.query_prefix` — default "". Put before each question (e.g. `"search_query: "` for nomic-embed-text). */
    queryPrefix: "",
    /** `retriever.document_prefix` — default "". Put before each chunk's embed text (e.g. `"search_document: "`). */
    documentPrefix: "",
    /** `retriever.timeout_seconds` — default 60, in (0, 600]: one request's limit before it is cancelled and retried. */
    timeoutSeconds: 60,
    /** `retriever.max_retries` — default 5, 0 to 20: retries after a 408, 409, 429, 5xx, timeout or lost connection. */
    maxRetries: 5,
  },
  /** `k` — default 3, an integer ≥ 1: the cutoff of recall@k and precision@k, the handful of chunks an assistant passes to the model. */
  k: 3,
  /** `run_depth` — default 100 (or `k` when larger), an integer ≥ `k`: chunks each query retrieves, so MRR sees past `k` at a bounded cost. */
  runDepth: 100,
  split: {
    /** `split.train` — default 0.7, in (0, 1): the train share; 30 % held out notices tuning to noise on a few dozen questions. */
    train: 0.7,
    /** `split.seed` — default 42, any integer: fixes which questions are held out on every run and machine. */
    seed: 42,
  },
  noise: {
    /** `noise.method` — default `binomial` ({@link NOISE_METHODS}): it needs only the baseline. */
    method: "binomial",
    /** `noise.confidence` — default 0.95, in (0.5, 1): the conventional level of the `binomial` and `paired` tests (an error with `questions`). */
    confidence: 0.95,
  },
  /** `max_age_days` — default none, an integer ≥ 1: what makes a baseline stale is caught directly, not by age. */
  maxAgeDays: null as number | null,
  /** `stale` — default `warn`, or `fail`: a stale baseline is a doubt about the yardstick, not a measured regression. */
  stale: "warn" as "warn" | "fail",
  /** `approval_label` — default `chunkgate:accept-baseline`, 1 to 50 characters; read from the base's registry. */
  approvalLabel: "chunkgate:accept-baseline",
  heldOut: {
    /** `held_out.protect` — default `none` (shown every run, the ledger counts looks), or `thresholdout`. */
    protect: "none" as "none" | "thresholdout",
    /** `held_out.threshold` — default 0.10, in (0, 1): the held-out/train gap below which thresholdout shows train recall. */
    threshold: 0.1,
    /** `held_out.sigma` — default 0.025, in (0, 0.5]: the Laplace noise scale, a quarter of the threshold as in Dwork et al.'s experiments. */
    sigma: 0.025,
    /** `held_out.budget` — default 10, 1 to 1000: reveals before thresholdout asks for new held-out questions; each one leaks a little. */
    budget: 10,
  },
  /** `overfit_margin` — default 0.10, in [0, 1]: warn when held-out recall is this far below train, and more than chance. */
  overfitMargin: 0.1,
  /** `require_baseline` — default false: a new source can be added and recorded before it has numbers. */
  requireBaseline: false,
  sweep: {
    /** `sweep.choice_band` — default 2, an integer ≥ 0: train hits a chosen cell may trail the best by. */
    choiceBand: 2,
  },
  /** `max_file_bytes` — default 5 MiB, an integer ≥ 1: larger documents are skipped with a warning. */
  maxFileBytes: 5 * 1024 * 1024,
  coverage: {
    /** `coverage.patch` — default `note` (shown, never changes the verdict), or `warn` / `fail` below `min`. */
    patch: "note" as "note" | "warn" | "fail",
    /** `coverage.min` — default 0.5, in [0, 1]: the least patch coverage `warn` or `fail` let through, a bar the comment's drafts clear. */
    min: 0.5,
  },
  /** `limits:` — what a run refuses up front rather than running out of memory or time; each raisable (docs/registry.md#limits). */
  limits: {
    /** `limits.overlap_repeat` — default 4, a number ≥ 1: most times overlap may repeat the text, `size / (size − overlap)`. */
    overlapRepeat: 4,
    /** `limits.questions` — default 20,000, an integer ≥ 1: questions in the golden set, checked before any document is read. */
    questions: 20_000,
    /** `limits.sweep_cells` — default 1,000, an integer ≥ 1: cells (strategies × sizes × overlaps) one sweep of a source may measure. */
    sweepCells: 1_000,
    /** `limits.chunks` — default 2,000,000, an integer ≥ 1: chunks per source or sweep cell, below what a runner's memory holds. */
    chunks: 2_000_000,
  },
  source: {
    /** A source's `exclude` — default none; globs, like `include`, relative to the repository root. */
    exclude: [] as readonly string[],
    chunking: {
      /** `chunking.unit` — default `words` (no tokenizer, model-independent), or `tokens` to match a context budget exactly. */
      unit: "words",
      /** `chunking.size` — default 120 words or 256 tokens, an integer ≥ 1: about a long paragraph; sweeps measure the right size. */
      size: { words: 120, tokens: 256 },
      /** `chunking.overlap` — default 0, in [0, size): structural chunks already end at headings, where overlap mostly duplicates. */
      overlap: 0,
      /** `chunking.context_header` — default true: `Title > Heading` before each chunk, as a section reads. */
      contextHeader: true,
      /** `chunking.tokenizer` — default `o200k_base` (current OpenAI models), or `cl100k_base`; both ship with the package. */
      tokenizer: "o200k_base",
      /** `chunking.merge_small_sections` — default false (structural only): merging changes what a chunk cites. */
      mergeSmallSections: false,
      /** `chunking.orphan_tokens` — default 25, an integer ≥ 0: fewer content tokens make a chunk an orphan in the quality warnings. */
      orphanTokens: 25,
    },
  },
} as const;
