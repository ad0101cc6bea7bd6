import { noContentStore, type ContentStore } from "../store/index.js";

/** One run's embedding counts, summed over every index built with one runtime. */
export interface EmbeddingStats {
  /** Distinct texts (chunks and queries) the indexes needed vectors for. */
  texts: number;
  /** Of those, served from the cache. */
  hits: number;
  /** Not in the cache: each is embedded once, or the run stops. */
  misses: number;
  /** Embedded through the API (equals `misses` when the run completes). */
  embedded: number;
  /** HTTP requests sent, retries included. */
  requests: number;
  /** Of those, retries after a retryable failure. */
  retries: number;
  /** Tokens the API billed (`usage.prompt_tokens`), or null when a response did not say. */
  tokens: number | null;
}

/** How requests are paced; the defaults suit real APIs, tests make them small. */
export interface TransportOptions {
  /** First backoff delay in ms, doubled on every retry (default 500). */
  backoffBaseMs: number;
  /** Largest backoff delay in ms (default 30,000). */
  backoffMaxMs: number;
  /**
   * Longest wait a server's `retry-after-ms` / `Retry-After` is honoured for, in ms (default
   * 120,000); a longer one is cut to this, so a misconfigured server cannot stall a job for hours.
   */
  retryAfterMaxMs: number;
  /** Uniform [0, 1) for the jitter (default Math.random; the jitter never changes a result). */
  random: () => number;
  /** The fetch to send requests with (default the global one). */
  fetch: typeof fetch;
}

/**
 * What a retriever may use beyond the chunks: the environment (read only through `env`, so the
 * engine never touches `process.env`), the cache kept between runs, a progress sink, the run's
 * counters and the transport settings. One runtime serves a whole run (every source, base and
 * head, every sweep cell), so its counters are the run's.
 */
export interface RetrieverRuntime {
  /** The value of an environment variable, or undefined when it is not set. */
  env(name: string): string | undefined;
  cache: ContentStore;
  /** A short line for people (the CLI shows it on a TTY, the action in its log). */
  progress(message: string): void;
  readonly stats: EmbeddingStats;
  transport: TransportOptions;
  /**
   * Where an API key may be sent; absent: to whatever the registry names (a run over a checkout
   * its operator trusts). A pull request's run sets it to what its base commit's registry names, so
   * a head that changes `retriever.endpoint` or `api_key_env` cannot send a secret elsewhere.
   */
  keyDestinations?: KeyDestinations;
}

/** The endpoints (each with the variable its key is read from) an API key may be sent to, and why no other. */
export interface KeyDestinations {
  allowed: ReadonlyArray<{ endpoint: string; apiKeyEnv: string }>;
  /** Why any other destination is refused, for people: "the base commit's registry names another endpoint or variable". */
  refusal: string;
}

/**
 * Why this run may not send the key in `apiKeyEnv` to `endpoint` (the runtime's keyDestinations'
 * refusal), or null when it may: every client that sends a key (embeddings, authoring) asks here
 * first, so a pull request's head can point none of them at a server of its own.
 */
export function keyRefusal(runtime: RetrieverRuntime, destination: { endpoint: string; apiKeyEnv: string }): string | null {
  const destinations = runtime.keyDestinations;
  if (destinations === undefined) return null;
  return destinations.allowed.some((d) => d.endpoint === destination.endpoint && d.apiKeyEnv === destination.apiKeyEnv) ? null : destinations.refusal;
}

/** Options of {@link createRetrieverRuntime}; each left out takes the offline default. */
export interface RetrieverRuntimeOptions {
  /** A getter, or a plain object such as the shell's `process.env`. Default: no variable is set. */
  env?: ((name: string) => string | undefined) | Readonly<Record<string, string | undefined>>;
  /** Default: a store that keeps nothing (every text is a miss). */
  cache?: ContentStore;
  progress?: (message: string) => void;
  transport?: Partial<TransportOptions>;
}

/**
 * A runtime for one run. Guarantees: counters start at zero; `env` reads only what it was given
 * (an empty value counts as unset, as it does for a secret a fork's run does not get).
 */
export function createRetrieverRuntime(options: RetrieverRuntimeOptions = {}): RetrieverRuntime {
  const source = options.env ?? {};
  const read = typeof source === "function" ? source : (name: string) => source[name];
  return {
    env: (name) => {
      const value = read(name);
      return value === undefined || value === "" ? undefined : value;
    },
    cache: options.cache ?? noContentStore(),
    progress: options.progress ?? (() => {}),
    stats: { texts: 0, hits: 0, misses: 0, embedded: 0, requests: 0, retries: 0, tokens: 0 },
    transport: {
      backoffBaseMs: 500,
      backoffMaxMs: 30_000,
      retryAfterMaxMs: 120_000,
      random: Math.random,
      fetch: (input, init) => fetch(input, init),
      ...options.transport,
    },
  };
}

/**
 * `runtime` sending API keys only to `destinations`: the same environment, cache, progress,
 * transport and counters (the run's totals stay one), with the key's destinations limited.
 */
export function withKeyDestinations(runtime: RetrieverRuntime, destinations: KeyDestinations): RetrieverRuntime {
  return { env: runtime.env, cache: runtime.cache, progress: runtime.progress, stats: runtime.stats, transport: runtime.transport, keyDestinations: destinations };
}
