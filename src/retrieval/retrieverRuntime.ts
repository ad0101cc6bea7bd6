import { UserError } from "../errors.js";
import { noContentStore, type ContentStore } from "../store/index.js";

/** One run's embedding counts, summed over every index built with one runtime. */
export interface EmbeddingStats {
  /** Distinct texts (chunks and queries) that needed vectors. */
  texts: number;
  hits: number;
  misses: number;
  /** Embedded through the API (`misses` when the run completes). */
  embedded: number;
  /** HTTP requests sent, retries included. */
  requests: number;
  retries: number;
  /** Tokens the API billed, or null when a response did not say. */
  tokens: number | null;
}

/** How requests are paced; the defaults suit real APIs, tests make them small. */
export interface TransportOptions {
  /** First backoff delay in ms, doubled on every retry (default 500). */
  backoffBaseMs: number;
  /** Largest backoff delay in ms (default 30,000). */
  backoffMaxMs: number;
  /** Longest server-asked wait honoured, in ms (default 120,000), so no server can stall a job for hours. */
  retryAfterMaxMs: number;
  /** Uniform [0, 1) for the jitter (default Math.random). */
  random: () => number;
  /** The fetch to send requests with (default the global one). */
  fetch: typeof fetch;
}

/** What a retriever may use beyond the chunks, for one run; the environment only through `env`, never `process.env`. */
export interface RetrieverRuntime {
  env(name: string): string | undefined;
  cache: ContentStore;
  progress(message: string): void;
  readonly stats: EmbeddingStats;
  transport: TransportOptions;
  /** Where an API key may go (absent: anywhere); a pull request's run takes it from its base (docs/security.md). */
  keyDestinations?: KeyDestinations;
}

/** The endpoints (each with its key's variable) an API key may be sent to, and why no other. */
export interface KeyDestinations {
  allowed: ReadonlyArray<{ endpoint: string; apiKeyEnv: string }>;
  /** Why any other destination is refused, for people. */
  refusal: string;
}

/**
 * Why this run may not send the key in `apiKeyEnv` to `endpoint`, or null when it may. Every client
 * that sends a key asks here first, so a pull request's head can point none at a server of its own.
 */
export function keyRefusal(runtime: RetrieverRuntime, destination: { endpoint: string; apiKeyEnv: string }): string | null {
  const destinations = runtime.keyDestinations;
  if (destinations === undefined) return null;
  return destinations.allowed.some((d) => d.endpoint === destination.endpoint && d.apiKeyEnv === destination.apiKeyEnv) ? null : destinations.refusal;
}

/** Options of {@link createRetrieverRuntime}; each left out is offline (the cache: a store that keeps nothing). */
export interface RetrieverRuntimeOptions extends Partial<Pick<RetrieverRuntime, "cache" | "progress">> {
  /** A getter or a plain object such as `process.env`; default: nothing set. */
  env?: ((name: string) => string | undefined) | Readonly<Record<string, string | undefined>>;
  transport?: Partial<TransportOptions>;
}

/** A runtime for one run, counters at zero; `env` reads only what it was given, an empty value as unset. */
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

/** `runtime` (its counters shared, so the run's totals stay one) sending API keys only to `destinations`. */
export function withKeyDestinations(runtime: RetrieverRuntime, destinations: KeyDestinations): RetrieverRuntime {
  return { ...runtime, keyDestinations: destinations };
}

/** A retriever this run cannot build for a reason outside the registry (no key, or withheld): the source is skipped. */
export class RetrieverUnavailableError extends UserError {
  constructor(reason: string, fix: string) {
    super(reason, { hint: fix });
    this.name = "RetrieverUnavailableError";
  }
}
