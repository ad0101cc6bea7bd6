import type { RetrieverConfig } from "../config/index.js";
import { UserError } from "../errors.js";
import { bm25Factory } from "./bm25Retriever.js";
import { embeddingsFactory } from "./embeddings/embeddingsRetriever.js";
import { hybridFactory } from "./hybridRetriever.js";
import { createRetrieverRuntime, type RetrieverRuntime } from "./retrieverRuntime.js";
import type { Retriever, RetrieverBuildInput, RetrieverFactory } from "./types.js";

// Keyed by `retriever.kind`; module state on purpose: retrievers register once, at import time.
const factories = new Map<string, RetrieverFactory>([
  ["bm25", bm25Factory],
  ["embeddings", embeddingsFactory],
  ["hybrid", hybridFactory],
]);

/**
 * Makes `factory` available as `retriever.kind: <name>` (non-empty, no whitespace or comma); an Error for a
 * name already registered, so no module can take over `bm25` and change what recorded baselines mean.
 */
export function registerRetriever(name: string, factory: RetrieverFactory): void {
  if (name.length === 0 || /[\s,]/.test(name)) throw new Error(`invalid retriever name ${JSON.stringify(name)}`);
  if (factories.has(name)) throw new Error(`retriever "${name}" is already registered`);
  factories.set(name, factory);
}

/**
 * The factory registered as `name` (the registry's `retriever.kind`, matched exactly).
 * @throws UserError listing the known kinds: the name comes from chunkgate.yml.
 */
export function getRetriever(name: string): RetrieverFactory {
  const factory = factories.get(name);
  if (factory === undefined) {
    const known = retrieverNames().join(", ");
    throw new UserError(`unknown retriever kind "${name}" (known: ${known})`, {
      hint: `set \`retriever.kind\` to one of: ${known}`,
    });
  }
  return factory;
}

/** Every registered retriever name, sorted, so messages and listings do not depend on import order. */
export function retrieverNames(): string[] {
  return [...factories.keys()].sort();
}

/**
 * The retriever `config.kind` names, built as RetrieverFactory.build says; offline (no key, no
 * cache) without a runtime. @throws UserError for an unknown kind.
 */
export function buildRetriever(input: Omit<RetrieverBuildInput, "runtime"> & { runtime?: RetrieverRuntime }): Promise<Retriever> {
  const runtime = input.runtime ?? createRetrieverRuntime();
  const { queries, config, label, vocabulary, counted } = input;
  // a getter: a build from `counted` never reads `docs`
  return getRetriever(config.kind).build({
    get docs() {
      return input.docs;
    },
    queries,
    config,
    label,
    runtime,
    ...(vocabulary ? { vocabulary } : {}),
    ...(counted ? { counted } : {}),
  });
}

/** The identity a baseline records for `config` (e.g. `bm25(k1=1.2,b=0.75)`), without building anything. */
export function retrieverIdentity(config: RetrieverConfig): string {
  return getRetriever(config.kind).identity(config);
}
